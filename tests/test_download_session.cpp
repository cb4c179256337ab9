// The window's download (model/download_session.hpp) through the real downloader, without
// the internet: offline from a cache built here (Done, the cache's snapshot), offline with
// nothing cached (Failed, the kind Offline), a port where nothing listens (Failed, naming
// the host), and a server on loopback that accepts and never answers: the download runs,
// refuses a second start, and Cancel ends it within half a second.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "io/hf_cache.hpp"
#include "model/download_session.hpp"
#include "temp_dir.hpp"

namespace attn {
namespace {

namespace fs = std::filesystem;
using app::DownloadState;

const std::string kGpt2 = ATTN_GPT2_FIXTURE_DIR "/tiny-f32";
const std::string kCommit = "0123456789abcdef0123456789abcdef01234567";

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

// Waits for the session's snapshot to reach `state`, at most `seconds`.
bool reaches(const app::DownloadSession& s, DownloadState state, double seconds) {
  const auto start = std::chrono::steady_clock::now();
  while (seconds_since(start) < seconds) {
    if (s.snapshot()->state == state) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return s.snapshot()->state == state;
}

// A server on 127.0.0.1 that accepts connections and never says a word (a stalled Hub).
class SilentServer {
 public:
  SilentServer() {
    listener_ = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = 0;
    socklen_t size = sizeof a;
    if (::bind(listener_, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 || ::listen(listener_, 8) != 0 ||
        ::getsockname(listener_, reinterpret_cast<sockaddr*>(&a), &size) != 0) {
      ADD_FAILURE() << "cannot listen on loopback";
      return;
    }
    port_ = ntohs(a.sin_port);
    thread_ = std::thread([this] {
      for (;;) {
        const int c = ::accept(listener_, nullptr, nullptr);
        if (c < 0 || stop_) {
          if (c >= 0) ::close(c);
          return;
        }
        held_.push_back(c);  // open, silent, until the server goes
      }
    });
  }
  ~SilentServer() {
    stop_ = true;
    ::shutdown(listener_, SHUT_RDWR);
    ::close(listener_);
    if (thread_.joinable()) thread_.join();
    for (const int c : held_) ::close(c);
  }
  std::string endpoint() const { return "http://127.0.0.1:" + std::to_string(port_); }

 private:
  int listener_ = -1;
  int port_ = 0;
  std::atomic<bool> stop_{false};
  std::vector<int> held_;  // the accepting thread's
  std::thread thread_;
};

io::HubSettings settings_for(const std::string& cache, const std::string& endpoint, bool offline) {
  io::HubSettings s;
  s.cache = cache;
  s.endpoint = endpoint;
  s.offline = offline;
  return s;
}

using DownloadSessionTest = testing::TempDirTest;

TEST_F(DownloadSessionTest, StartsIdle) {
  app::DownloadSession s;
  EXPECT_EQ(s.snapshot()->state, DownloadState::Idle);
  EXPECT_FALSE(s.running());
  EXPECT_FALSE(s.cancelling());
  EXPECT_STREQ(app::download_state_name(DownloadState::Cancelled), "cancelled");
}

TEST_F(DownloadSessionTest, OfflineARepositoryInTheCacheIsDoneAtOnceWithItsSnapshot) {
  // The cache's layout with copies for files (as huggingface_hub writes where links cannot be made).
  const fs::path repo = fs::path(dir_) / "models--org--tiny";
  const fs::path snapshot = repo / "snapshots" / kCommit;
  fs::create_directories(snapshot);
  fs::create_directories(repo / "refs");
  write("models--org--tiny/refs/main", kCommit);
  for (const char* f : {"config.json", "model.safetensors", "vocab.json", "merges.txt"}) {
    fs::copy_file(fs::path(kGpt2) / f, snapshot / f);
  }
  int wakes = 0;
  app::DownloadSession s;
  s.set_wake([&] { ++wakes; });
  ASSERT_TRUE(s.start(settings_for(dir_, "http://127.0.0.1:1", true), {"org/tiny", "main"}));
  ASSERT_TRUE(s.wait_idle(10.0));
  const auto d = s.snapshot();
  ASSERT_EQ(d->state, DownloadState::Done) << d->error;
  EXPECT_EQ(fs::canonical(d->snapshot), fs::canonical(snapshot));
  EXPECT_EQ(d->bytes_fetched, 0u);
  EXPECT_EQ(d->repo, "org/tiny");
  EXPECT_EQ(d->id, 1u);
  EXPECT_GE(wakes, 2) << "the start and the end each wake the window";
}

TEST_F(DownloadSessionTest, OfflineWithNothingCachedFailsSayingSo) {
  app::DownloadSession s;
  ASSERT_TRUE(s.start(settings_for(dir_, "http://127.0.0.1:1", true), {"org/absent", "main"}));
  ASSERT_TRUE(s.wait_idle(10.0));
  const auto d = s.snapshot();
  EXPECT_EQ(d->state, DownloadState::Failed);
  EXPECT_EQ(d->error_kind, io::DownloadError::Kind::Offline) << d->error;
  EXPECT_NE(d->error.find("org/absent"), std::string::npos) << d->error;
  // Another start after a failure is a new download.
  ASSERT_TRUE(s.start(settings_for(dir_, "http://127.0.0.1:1", true), {"org/absent", "main"}));
  ASSERT_TRUE(s.wait_idle(10.0));
  EXPECT_EQ(s.snapshot()->id, 2u);
}

TEST_F(DownloadSessionTest, NoServerAtTheEndpointFailsNamingTheHost) {
  app::DownloadSession s;
  ASSERT_TRUE(s.start(settings_for(dir_, "http://127.0.0.1:1", false), {"org/tiny", "main"}));
  ASSERT_TRUE(s.wait_idle(60.0));
  const auto d = s.snapshot();
  EXPECT_EQ(d->state, DownloadState::Failed);
  EXPECT_NE(d->error.find("127.0.0.1"), std::string::npos) << d->error;
  EXPECT_FALSE(fs::exists(fs::path(dir_) / "models--org--tiny" / "snapshots")) << "nothing in snapshots/";
}

TEST_F(DownloadSessionTest, ASilentServerRunsUntilCancelWhichEndsItWithinHalfASecond) {
  SilentServer server;
  app::DownloadSession s;
  ASSERT_TRUE(s.start(settings_for(dir_, server.endpoint(), false), {"org/tiny", "main"}));
  EXPECT_TRUE(s.running());
  std::this_thread::sleep_for(std::chrono::milliseconds(400));
  EXPECT_EQ(s.snapshot()->state, DownloadState::Running) << s.snapshot()->error;
  EXPECT_FALSE(s.start(settings_for(dir_, server.endpoint(), false), {"org/other", "main"}))
      << "one download at a time";
  EXPECT_EQ(s.snapshot()->repo, "org/tiny");
  const auto asked = std::chrono::steady_clock::now();
  s.cancel();
  EXPECT_TRUE(s.cancelling() || s.snapshot()->state == DownloadState::Cancelled);
  ASSERT_TRUE(reaches(s, DownloadState::Cancelled, 2.0)) << "state " << app::download_state_name(s.snapshot()->state);
  const double took = seconds_since(asked);
  EXPECT_LT(took, 0.5) << "cancel took " << took << " s";
  EXPECT_FALSE(s.cancelling());
}

TEST_F(DownloadSessionTest, TheSessionGoesAwayWhileADownloadRuns) {
  SilentServer server;
  const auto start = std::chrono::steady_clock::now();
  {
    app::DownloadSession s;
    ASSERT_TRUE(s.start(settings_for(dir_, server.endpoint(), false), {"org/tiny", "main"}));
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
  EXPECT_LT(seconds_since(start), 1.0) << "closing the window waits at most for a cancel";
}

}  // namespace
}  // namespace attn
