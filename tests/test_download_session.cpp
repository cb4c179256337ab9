// The window's download (model/download_session.hpp) through the real downloader against
// the test Hub in this process (hub_server/): a tiny GPT-2 repository downloaded with its
// progress published while it runs (bytes done below the whole) and Done with the snapshot;
// a second download fetches nothing; a stalled CDN: Cancel ends it within half a second and
// a new start resumes; offline from the cache, offline with nothing cached, a gated
// repository and a port where nothing listens, each Failed with its kind.
#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "hub_server.hpp"
#include "io/atomic_file.hpp"
#include "model/download_session.hpp"
#include "temp_dir.hpp"

namespace attn {
namespace {

namespace fs = std::filesystem;
using app::DownloadState;
using testing::HubOptions;
using testing::HubServer;

const std::string kGpt2 = ATTN_GPT2_FIXTURE_DIR "/tiny-f32";
constexpr std::uint64_t kFolderBytes = 350 + 232 + 183480 + 3874;  // tiny-f32's four files

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

double unix_seconds() {
  return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

// Waits for `holds` on the session's snapshots, at most `seconds`.
template <class Holds>
bool until(const app::DownloadSession& s, double seconds, Holds&& holds) {
  const auto start = std::chrono::steady_clock::now();
  while (seconds_since(start) < seconds) {
    if (holds(*s.snapshot())) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return holds(*s.snapshot());
}

HubOptions serving_tiny_gpt2() {
  HubOptions o;
  o.repos.push_back({"tiny/gpt2", "main", kGpt2});
  return o;
}

class DownloadSessionTest : public testing::TempDirTest {
 protected:
  // The cache in this test's folder; no retries, so that a failure is told at once.
  io::HubSettings settings(const std::string& endpoint, bool offline = false) const {
    io::HubSettings s;
    s.cache = path("cache");
    s.endpoint = endpoint;
    s.offline = offline;
    s.retry_seconds.clear();
    return s;
  }
};

TEST_F(DownloadSessionTest, StartsIdle) {
  app::DownloadSession s;
  EXPECT_EQ(s.snapshot()->state, DownloadState::Idle);
  EXPECT_FALSE(s.running());
  EXPECT_FALSE(s.cancelling());
  EXPECT_STREQ(app::download_state_name(DownloadState::Cancelled), "cancelled");
}

TEST_F(DownloadSessionTest, ARepositoryDownloadsWithItsProgressSeenWhileItRunsThenOpens) {
  HubOptions o = serving_tiny_gpt2();
  o.faults.rate = 100000;  // the weights take about two seconds
  HubServer hub(o);
  int wakes = 0;
  app::DownloadSession s;
  s.set_wake([&] { ++wakes; });
  const double started_at = unix_seconds();
  ASSERT_TRUE(s.start(settings(hub.endpoint()), {"tiny/gpt2", "main"}));
  EXPECT_TRUE(s.running());
  EXPECT_FALSE(s.start(settings(hub.endpoint()), {"tiny/other", "main"})) << "one download at a time";
  // Published while it runs: part of the bytes, every file listed.
  ASSERT_TRUE(until(s, 10.0, [](const app::DownloadSnapshot& d) {
    return d.state == DownloadState::Running && d.progress.done > 0 && d.progress.done < d.progress.bytes;
  })) << app::download_state_name(s.snapshot()->state) << ": " << s.snapshot()->error;
  EXPECT_EQ(s.snapshot()->progress.bytes, kFolderBytes);
  EXPECT_EQ(s.snapshot()->progress.files.size(), 4u);
  ASSERT_TRUE(s.wait_idle(30.0));
  const auto d = s.snapshot();
  ASSERT_EQ(d->state, DownloadState::Done) << d->error;
  EXPECT_EQ(d->repo, "tiny/gpt2");
  EXPECT_EQ(d->id, 1u);
  EXPECT_EQ(d->progress.done, d->progress.bytes);
  EXPECT_GT(d->ended_at, started_at + 1.0) << "the end stamped once, when the weights had come";
  EXPECT_LE(d->ended_at, unix_seconds());
  EXPECT_EQ(d->bytes_fetched, kFolderBytes);
  EXPECT_EQ(fs::path(d->snapshot).parent_path().parent_path(), fs::path(path("cache")) / "models--tiny--gpt2");
  EXPECT_EQ(io::read_file(d->snapshot + "/model.safetensors"), io::read_file(kGpt2 + "/model.safetensors"));
  EXPECT_GE(wakes, 3) << "the start, its progress and its end each wake the window";

  // Again: all there, nothing fetched, a new id.
  ASSERT_TRUE(s.start(settings(hub.endpoint()), {"tiny/gpt2", "main"}));
  ASSERT_TRUE(s.wait_idle(30.0));
  EXPECT_EQ(s.snapshot()->state, DownloadState::Done) << s.snapshot()->error;
  EXPECT_EQ(s.snapshot()->bytes_fetched, 0u);
  EXPECT_EQ(s.snapshot()->id, 2u);
}

TEST_F(DownloadSessionTest, CancelEndsAStalledDownloadWithinHalfASecondAndAStartResumesIt) {
  HubOptions o = serving_tiny_gpt2();
  o.faults.stall_after = 60000;  // the CDN sends part of the weights, then nothing
  HubServer hub(o);
  app::DownloadSession s;
  ASSERT_TRUE(s.start(settings(hub.endpoint()), {"tiny/gpt2", "main"}));
  // The stall is seen: part of the bytes, then seconds without any.
  ASSERT_TRUE(until(s, 10.0, [](const app::DownloadSnapshot& d) {
    return d.progress.done >= 60000 && d.progress.seconds_without_bytes >= 1.0;
  })) << app::download_state_name(s.snapshot()->state) << ": " << s.snapshot()->error;
  const std::uint64_t stalled_at = s.snapshot()->progress.done;
  EXPECT_EQ(s.snapshot()->state, DownloadState::Running);
  const auto asked = std::chrono::steady_clock::now();
  const double asked_at = unix_seconds();
  s.cancel();
  EXPECT_TRUE(s.cancelling() || s.snapshot()->state == DownloadState::Cancelled);
  ASSERT_TRUE(until(s, 2.0, [](const app::DownloadSnapshot& d) { return d.state == DownloadState::Cancelled; }));
  const double took = seconds_since(asked);
  EXPECT_LT(took, 0.5) << "Cancel took " << took << " s";
  // The end's wall-clock time (what the window's tests measure a click against).
  EXPECT_GE(s.snapshot()->ended_at, asked_at);
  EXPECT_LE(s.snapshot()->ended_at, unix_seconds());
  EXPECT_FALSE(s.cancelling());
  EXPECT_FALSE(fs::exists(fs::path(path("cache")) / "models--tiny--gpt2" / "refs" / "main")) << "no ref before it is whole";

  // The server answers again: a new start resumes from what came (a range request).
  o.faults.stall_after = -1;
  hub.set_faults(o.faults);
  ASSERT_TRUE(s.start(settings(hub.endpoint()), {"tiny/gpt2", "main"}));
  ASSERT_TRUE(s.wait_idle(30.0));
  ASSERT_EQ(s.snapshot()->state, DownloadState::Done) << s.snapshot()->error;
  bool resumed = false;
  for (const testing::HubRequest& r : hub.requests()) {
    resumed = resumed || (r.port == "cdn" && r.method == "GET" && r.range.rfind("bytes=", 0) == 0 && r.range != "bytes=0-");
  }
  EXPECT_TRUE(resumed) << "no GET of the rest of the weights after " << stalled_at << " bytes";
  EXPECT_EQ(io::read_file(s.snapshot()->snapshot + "/model.safetensors"), io::read_file(kGpt2 + "/model.safetensors"));
}

TEST_F(DownloadSessionTest, OfflineTheCacheAnswersOrTheKindSaysOffline) {
  {
    HubServer hub(serving_tiny_gpt2());
    app::DownloadSession s;
    ASSERT_TRUE(s.start(settings(hub.endpoint()), {"tiny/gpt2", "main"}));
    ASSERT_TRUE(s.wait_idle(30.0));
    ASSERT_EQ(s.snapshot()->state, DownloadState::Done) << s.snapshot()->error;
  }
  app::DownloadSession s;
  ASSERT_TRUE(s.start(settings("http://127.0.0.1:1", true), {"tiny/gpt2", "main"}));
  ASSERT_TRUE(s.wait_idle(10.0));
  EXPECT_EQ(s.snapshot()->state, DownloadState::Done) << s.snapshot()->error;
  EXPECT_EQ(s.snapshot()->bytes_fetched, 0u);

  ASSERT_TRUE(s.start(settings("http://127.0.0.1:1", true), {"org/absent", "main"}));
  ASSERT_TRUE(s.wait_idle(10.0));
  const auto d = s.snapshot();
  EXPECT_EQ(d->state, DownloadState::Failed);
  EXPECT_EQ(d->error_kind, io::DownloadError::Kind::Offline) << d->error;
  EXPECT_NE(d->error.find("org/absent"), std::string::npos) << d->error;
}

TEST_F(DownloadSessionTest, AGatedRepositoryAndNoServerFailWithTheirKinds) {
  HubOptions o = serving_tiny_gpt2();
  o.gated["tiny/gpt2"] = "hf_opens";
  HubServer hub(o);
  app::DownloadSession s;
  ASSERT_TRUE(s.start(settings(hub.endpoint()), {"tiny/gpt2", "main"}));
  ASSERT_TRUE(s.wait_idle(30.0));
  EXPECT_EQ(s.snapshot()->state, DownloadState::Failed);
  EXPECT_EQ(s.snapshot()->error_kind, io::DownloadError::Kind::Gated) << s.snapshot()->error;

  ASSERT_TRUE(s.start(settings("http://127.0.0.1:1"), {"tiny/gpt2", "main"}));
  ASSERT_TRUE(s.wait_idle(30.0));
  EXPECT_EQ(s.snapshot()->state, DownloadState::Failed);
  EXPECT_EQ(s.snapshot()->error_kind, io::DownloadError::Kind::Network) << s.snapshot()->error;
  EXPECT_NE(s.snapshot()->error.find("127.0.0.1"), std::string::npos) << s.snapshot()->error;
}

TEST_F(DownloadSessionTest, TheSessionGoesAwayWhileADownloadRuns) {
  HubOptions o = serving_tiny_gpt2();
  o.faults.stall_after = 1000;
  HubServer hub(o);
  const auto start = std::chrono::steady_clock::now();
  {
    app::DownloadSession s;
    ASSERT_TRUE(s.start(settings(hub.endpoint()), {"tiny/gpt2", "main"}));
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
  }
  EXPECT_LT(seconds_since(start), 1.0) << "closing the window waits at most for a cancel";
}

}  // namespace
}  // namespace attn
