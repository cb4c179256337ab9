// Downloads from a test Hub (tests/hub_server: the Hub's protocol on loopback, large files
// redirected to a second origin as to the Hub's CDN) into a cache in a temporary folder:
// every family's tiny folder downloads and opens to the same numbers as the folder itself;
// the cache is the layout huggingface_hub writes (read here by a reader written from its
// documentation, not by io/hf_cache); a second download fetches nothing; and the faults:
// a connection cut in the weights, a damaged file, 500s, a stalled server and Cancel, a
// redirect loop, names outside the repository, a gated repository and where its token
// goes, two downloads of one repository at once, offline, and pickled weights.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>
#include <openssl/sha.h>

#include "core/model/decoder.hpp"
#include "hub_server/hub_server.hpp"
#include "io/hf_cache.hpp"
#include "io/hf_download.hpp"
#include "io/image_processor.hpp"
#include "io/model_folder.hpp"
#include "io/picture_file.hpp"
#include "temp_dir.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

namespace fs = std::filesystem;
using io::DownloadError;
using Clock = std::chrono::steady_clock;

const std::string kGpt2 = ATTN_GPT2_FIXTURE_DIR "/tiny-f32";
const std::string kDecoders = ATTN_DECODER_FIXTURE_DIR;
const std::string kSeq2seq = ATTN_SEQ2SEQ_FIXTURE_DIR;
const std::string kPickled = ATTN_HUB_FIXTURE_DIR "/pytorch-only";
const std::string kVision = ATTN_VISION_FIXTURE_DIR;

std::string sha256_of(const std::string& bytes) {
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(), digest);
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (unsigned char c : digest) {
    out += hex[c >> 4];
    out += hex[c & 15];
  }
  return out;
}

std::string bytes_of(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Every file under `dir`, relative to it, following no links.
std::set<std::string> tree(const fs::path& dir) {
  std::set<std::string> out;
  std::error_code ec;
  if (!fs::exists(dir, ec)) return out;
  for (auto it = fs::recursive_directory_iterator(dir); it != fs::recursive_directory_iterator(); ++it) {
    out.insert(fs::relative(it->path(), dir).generic_string());
  }
  return out;
}

class HfDownload : public testing::TempDirTest {
 protected:
  // A server for `repos` (ORG/NAME → folder), with quick retries.
  void serve(const std::vector<testing::HubRepoFolder>& repos, const testing::HubFaults& faults = {},
             const std::map<std::string, std::string>& gated = {}) {
    testing::HubOptions o;
    o.repos = repos;
    o.faults = faults;
    o.gated = gated;
    server_ = std::make_unique<testing::HubServer>(o);
    settings_.endpoint = server_->endpoint();
    settings_.cache = path("cache");
    settings_.retry_seconds = {0.05, 0.1, 0.2};
    settings_.token.clear();
  }

  io::DownloadResult get(const std::string& repo, const std::string& revision = "main",
                         const std::atomic<bool>* cancel = nullptr) {
    io::RepoRevision what{repo, revision};
    return io::download_model(settings_, what, [&](const io::DownloadProgress& p) { seen_.push_back(p); }, cancel);
  }

  DownloadError failure(const std::string& repo, const std::string& revision = "main") {
    try {
      get(repo, revision);
    } catch (const DownloadError& e) {
      return e;
    }
    ADD_FAILURE() << repo << " downloaded";
    return DownloadError(DownloadError::Kind::Other, "");
  }

  int cdn_gets() const {
    const std::vector<testing::HubRequest> r = server_->requests();
    return static_cast<int>(std::count_if(r.begin(), r.end(), [](const testing::HubRequest& q) {
      return q.port == "cdn" && q.method == "GET";
    }));
  }

  std::unique_ptr<testing::HubServer> server_;
  io::HubSettings settings_;
  std::vector<io::DownloadProgress> seen_;
};

// The cache of `repo` read as huggingface_hub documents it ("Understand caching"):
// refs/REVISION holds the commit; snapshots/COMMIT/FILE is a relative link into ../../blobs;
// a blob is named by the file's LFS SHA-256, or by its git blob hash when small. Returns
// the snapshot folder; checks each file's bytes against `folder`'s.
fs::path read_cache_as_documented(const fs::path& cache, const std::string& repo, const fs::path& folder,
                                  const std::vector<std::string>& files) {
  std::string name = "models--" + repo;
  for (std::size_t at = name.find('/'); at != std::string::npos; at = name.find('/')) name.replace(at, 1, "--");
  const fs::path root = cache / name;
  const std::string commit = bytes_of(root / "refs" / "main");
  EXPECT_EQ(commit.size(), 40u) << "refs/main holds the commit, no newline: '" << commit << "'";
  const fs::path snapshot = root / "snapshots" / commit;
  for (const std::string& file : files) {
    const fs::path link = snapshot / file;
    EXPECT_TRUE(fs::is_symlink(link)) << link;
    const fs::path target = fs::read_symlink(link);
    EXPECT_TRUE(target.is_relative()) << target;
    EXPECT_EQ(target.generic_string().rfind("../../blobs/", 0), 0u) << target;
    const std::string blob = target.filename().string();
    const std::string bytes = bytes_of(root / "blobs" / blob);
    EXPECT_EQ(bytes, bytes_of(folder / file)) << file;
    if (blob.size() == 64) {
      EXPECT_EQ(blob, sha256_of(bytes)) << file << ": an LFS blob is named by its SHA-256";
    }
  }
  EXPECT_TRUE(tree(root / "blobs").size() == files.size()) << "no .incomplete left, no blob twice";
  return snapshot;
}

TEST_F(HfDownload, EveryFamilyDownloadsAndOpensToTheSameNumbersAsItsFolder) {
  const std::vector<std::pair<std::string, std::string>> repos = {
      {"tiny/gpt2", kGpt2},
      {"tiny/llama3", kDecoders + "/llama3-bf16"},
      {"tiny/mistral", kDecoders + "/mistral-f32"},
      {"tiny/qwen2", kDecoders + "/qwen2-f16"},
      {"tiny/qwen3-sharded", kDecoders + "/qwen3-bf16-sharded"},
      {"tiny/bert", kSeq2seq + "/bert-f32"},
      {"tiny/marian", kSeq2seq + "/marian-f32"},
      {"tiny/t5", kSeq2seq + "/t5-f32"},
      {"tiny/bart", kSeq2seq + "/bart-f16"},
      {"tiny/vit", kVision + "/vit-f32"},
      {"tiny/deit", kVision + "/deit-f16"},
      {"tiny/dinov2", kVision + "/dinov2-bf16"},
      {"tiny/dinov2-registers", kVision + "/dinov2-reg-f32"},
  };
  std::vector<testing::HubRepoFolder> served;
  for (const auto& [repo, folder] : repos) served.push_back({repo, "main", folder});
  serve(served);
  std::set<io::Family> families;
  for (const auto& [repo, folder] : repos) {
    SCOPED_TRACE(repo);
    const io::DownloadResult r = get(repo);
    EXPECT_EQ(r.commit, server_->commit(repo));
    EXPECT_GT(r.bytes_fetched, 0u);
    const fs::path snapshot = read_cache_as_documented(settings_.cache, repo, folder, r.files);
    EXPECT_EQ(fs::path(r.snapshot), snapshot);

    const io::ModelFolder original = io::open_model_folder(folder);
    const io::ModelFolder cached = io::open_model_folder(r.snapshot);
    families.insert(cached.family);
    EXPECT_EQ(cached.name, repo) << "a snapshot is named by its repository";
    if (original.reads_pictures()) {
      // No tokenizer: the picture made ready as its own preprocessor_config.json says, the
      // same bits in both.
      ASSERT_TRUE(cached.processor && original.processor);
      EXPECT_EQ(io::describe(*cached.processor), io::describe(*original.processor));
      const Pixels pixels = io::prepare_picture(*cached.processor, io::read_picture(kVision + "/images/cat.png")).pixels;
      const decoder::Options options = decoder::options_for(original.weights.arch);
      const decoder::Run expected = decoder::forward_picture(original.weights, pixels, options);
      const decoder::Run got = decoder::forward_picture(cached.weights, pixels, options);
      EXPECT_TRUE((got.final.array() == expected.final.array()).all()) << "the same files gave other numbers";
      continue;
    }
    const std::vector<int> ids = original.tokenizer->encode("The cat sat on the mat.");
    ASSERT_EQ(cached.tokenizer->encode("The cat sat on the mat."), ids);
    const decoder::Architecture& a = original.weights.arch;
    decoder::Options options = decoder::options_for(a);
    std::vector<int> input = ids;
    if (a.encoder_decoder()) {
      options.source = ids;
      input = {a.decoder_start};
    }
    const decoder::Run expected = decoder::forward(original.weights, input, options);
    const decoder::Run got = decoder::forward(cached.weights, input, options);
    ASSERT_EQ(got.final.rows(), expected.final.rows());
    EXPECT_TRUE((got.final.array() == expected.final.array()).all()) << "the same files gave other numbers";
  }
  EXPECT_EQ(families.size(), 13u) << "one tiny folder of each family";
}

TEST_F(HfDownload, ASecondDownloadFetchesNothingAndTheCacheListsIt) {
  serve({{"tiny/gpt2", "main", kGpt2}});
  const io::DownloadResult first = get("tiny/gpt2");
  const int gets = cdn_gets();
  EXPECT_GE(gets, 1);
  seen_.clear();
  const io::DownloadResult again = get("tiny/gpt2");
  EXPECT_EQ(again.snapshot, first.snapshot);
  EXPECT_EQ(again.bytes_fetched, 0u);
  EXPECT_EQ(cdn_gets(), gets) << "nothing fetched from the CDN the second time";
  ASSERT_FALSE(seen_.empty());
  for (const io::DownloadProgress::File& f : seen_.back().files) {
    EXPECT_EQ(f.state, io::DownloadProgress::FileState::AlreadyThere) << f.name;
  }
  const std::vector<io::CachedModel> listed = io::list_cached_models(settings_.cache);
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0].repo, "tiny/gpt2");
  EXPECT_TRUE(listed[0].openable) << listed[0].missing;
  EXPECT_EQ(listed[0].revisions, std::vector<std::string>{"main"});
  EXPECT_EQ(io::cached_snapshot(settings_.cache, "tiny/gpt2"), first.snapshot);
}

TEST_F(HfDownload, ProgressCountsEveryByteOnceWithARateAndTimeLeft) {
  testing::HubFaults slow;
  slow.rate = 200'000;  // the tiny GPT-2's weights take about a second
  serve({{"tiny/gpt2", "main", kGpt2}}, slow);
  const io::DownloadResult r = get("tiny/gpt2");
  ASSERT_FALSE(seen_.empty());
  const io::DownloadProgress& last = seen_.back();
  std::uint64_t sum = 0;
  for (const io::DownloadProgress::File& f : last.files) sum += f.bytes;
  EXPECT_EQ(last.bytes, sum);
  EXPECT_EQ(last.done, last.bytes);
  EXPECT_EQ(r.bytes_fetched, sum);
  bool rate = false, left = false;
  std::uint64_t before = 0;
  for (const io::DownloadProgress& p : seen_) {
    EXPECT_GE(p.done, before) << "progress never goes back without a reason";
    before = p.done;
    rate = rate || p.bytes_per_second > 0;
    left = left || (p.seconds_left > 0 && p.done < p.bytes);
  }
  EXPECT_TRUE(rate) << "a rate was given";
  EXPECT_TRUE(left) << "a time left was given";
}

TEST_F(HfDownload, AConnectionCutInTheWeightsResumesWithARange) {
  testing::HubFaults cut;
  cut.cut_after = 10'000;
  serve({{"tiny/gpt2", "main", kGpt2}}, cut);
  const io::DownloadResult r = get("tiny/gpt2");
  read_cache_as_documented(settings_.cache, "tiny/gpt2", kGpt2, r.files);
  bool ranged = false;
  for (const testing::HubRequest& q : server_->requests()) {
    ranged = ranged || (q.port == "cdn" && q.range == "bytes=10000-" && q.status == 206);
  }
  EXPECT_TRUE(ranged) << "the rest was asked for from byte 10000";
  EXPECT_EQ(r.bytes_fetched, fs::file_size(fs::path(kGpt2) / "model.safetensors") +
                                 fs::file_size(fs::path(kGpt2) / "config.json") +
                                 fs::file_size(fs::path(kGpt2) / "vocab.json") +
                                 fs::file_size(fs::path(kGpt2) / "merges.txt"))
      << "each byte fetched once";
}

TEST_F(HfDownload, ADamagedFileIsRefusedNamingBothHashesAndNothingIsKept) {
  testing::HubFaults corrupt;
  corrupt.corrupt = "model.safetensors";
  serve({{"tiny/gpt2", "main", kGpt2}}, corrupt);
  const DownloadError e = failure("tiny/gpt2");
  EXPECT_EQ(e.kind, DownloadError::Kind::Check);
  const std::string message = e.what();
  const std::string truth = sha256_of(bytes_of(fs::path(kGpt2) / "model.safetensors"));
  EXPECT_NE(message.find("model.safetensors"), std::string::npos) << message;
  EXPECT_NE(message.find(truth), std::string::npos) << "the Hub's hash: " << message;
  std::string damaged = bytes_of(fs::path(kGpt2) / "model.safetensors");
  damaged[damaged.size() / 2] = static_cast<char>(damaged[damaged.size() / 2] ^ 0xFF);
  EXPECT_NE(message.find(sha256_of(damaged)), std::string::npos) << "the bytes' hash: " << message;
  const fs::path root = fs::path(settings_.cache) / "models--tiny--gpt2";
  EXPECT_FALSE(fs::exists(root / "snapshots")) << "nothing where a reader would open it";
  EXPECT_FALSE(fs::exists(root / "blobs" / truth));
  EXPECT_FALSE(fs::exists(root / "blobs" / (truth + ".incomplete")));
}

TEST_F(HfDownload, A500IsTriedAgainWithBackoffThenNamed) {
  testing::HubFaults busy;
  busy.fail500 = 2;
  serve({{"tiny/gpt2", "main", kGpt2}}, busy);
  const auto start = Clock::now();
  EXPECT_NO_THROW(get("tiny/gpt2"));
  EXPECT_GE(std::chrono::duration<double>(Clock::now() - start).count(), 0.05 + 0.1) << "it waited before each try";

  fs::remove_all(settings_.cache);
  busy.fail500 = 1000;
  server_->set_faults(busy);
  const std::size_t before = server_->requests().size();
  const DownloadError e = failure("tiny/gpt2");
  EXPECT_EQ(e.kind, DownloadError::Kind::Network);
  EXPECT_NE(std::string(e.what()).find("500"), std::string::npos) << e.what();
  EXPECT_EQ(server_->requests().size(), before + 1 + settings_.retry_seconds.size()) << "one try, then one per wait";
}

TEST_F(HfDownload, AStalledServerIsShownAndCancelAnswersWithinHalfASecond) {
  testing::HubFaults stall;
  stall.stall_after = 5000;
  serve({{"tiny/gpt2", "main", kGpt2}}, stall);
  settings_.stall_seconds = 60;
  std::atomic<bool> cancel{false};
  std::atomic<double> quiet{0};
  io::RepoRevision what{"tiny/gpt2", "main"};
  auto run = std::async(std::launch::async, [&] {
    io::download_model(settings_, what, [&](const io::DownloadProgress& p) { quiet = p.seconds_without_bytes; },
                       &cancel);
  });
  const auto limit = Clock::now() + std::chrono::seconds(20);
  while (quiet.load() < 1.5 && Clock::now() < limit) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  ASSERT_GE(quiet.load(), 1.5) << "the progress says how long nothing has come";
  const auto asked = Clock::now();
  cancel = true;
  EXPECT_THROW(run.get(), io::DownloadCancelled);
  const double answered = std::chrono::duration<double>(Clock::now() - asked).count();
  EXPECT_LT(answered, 0.5) << "Cancel took " << answered << " s";
  const fs::path blobs = fs::path(settings_.cache) / "models--tiny--gpt2" / "blobs";
  bool partial = false;
  for (const std::string& f : tree(blobs)) partial = partial || f.find(".incomplete") != std::string::npos;
  EXPECT_TRUE(partial) << "what arrived is kept, to resume";
  server_->stop();
}

TEST_F(HfDownload, ARedirectLoopIsNamed) {
  testing::HubFaults loop;
  loop.redirect_loop = true;
  serve({{"tiny/gpt2", "main", kGpt2}}, loop);
  const DownloadError e = failure("tiny/gpt2");
  EXPECT_NE(std::string(e.what()).find("redirect"), std::string::npos) << e.what();
  EXPECT_FALSE(fs::exists(fs::path(settings_.cache) / "models--tiny--gpt2" / "snapshots"));
}

TEST_F(HfDownload, NamesOutsideTheRepositoryAreRefusedAndNothingIsWrittenOutsideTheCache) {
  testing::HubFaults evil;
  evil.evil_names = true;
  serve({{"tiny/gpt2", "main", kGpt2}}, evil);
  const bool absolute_before = fs::exists("/tmp/absolute.json");
  const DownloadError e = failure("tiny/gpt2");
  EXPECT_EQ(e.kind, DownloadError::Kind::Refused);
  EXPECT_NE(std::string(e.what()).find("../evil.json"), std::string::npos) << e.what();
  EXPECT_EQ(tree(dir_), (std::set<std::string>{})) << "nothing written at all";
  EXPECT_EQ(fs::exists("/tmp/absolute.json"), absolute_before);
}

TEST_F(HfDownload, AGatedRepositoryNeedsItsTokenWhichGoesToTheEndpointOnly) {
  const std::string token = "hf_secretsecretsecret";
  serve({{"org/gated", "main", kGpt2}}, {}, {{"org/gated", token}});
  const DownloadError refused = failure("org/gated");
  EXPECT_EQ(refused.kind, DownloadError::Kind::Gated);
  EXPECT_NE(std::string(refused.what()).find(server_->endpoint() + "/org/gated"), std::string::npos)
      << "where to accept the conditions: " << refused.what();
  EXPECT_NE(std::string(refused.what()).find("token"), std::string::npos) << refused.what();

  settings_.token = "hf_wrong";
  EXPECT_EQ(failure("org/gated").kind, DownloadError::Kind::Gated);

  settings_.token = token;
  seen_.clear();
  const io::DownloadResult r = get("org/gated");
  EXPECT_TRUE(fs::exists(fs::path(r.snapshot) / "model.safetensors"));
  int endpoint = 0, cdn = 0;
  for (const testing::HubRequest& q : server_->requests()) {
    if (q.port == "cdn") {
      ++cdn;
      EXPECT_FALSE(q.has_authorization) << "the token went to the CDN: " << q.path;
    } else if (q.authorization == "Bearer " + token) {
      ++endpoint;
    }
  }
  EXPECT_GT(cdn, 0);
  EXPECT_GT(endpoint, 0);
  for (const io::DownloadProgress& p : seen_) EXPECT_EQ(p.stage.find(token), std::string::npos) << p.stage;
  EXPECT_EQ(std::string(refused.what()).find(token), std::string::npos);
}

TEST_F(HfDownload, TwoDownloadsOfOneRepositoryAtOnceFetchEachFileOnce) {
  testing::HubFaults slow;
  slow.rate = 300'000;
  serve({{"tiny/gpt2", "main", kGpt2}}, slow);
  std::atomic<bool> waited{false};
  const auto one = [&] {
    io::RepoRevision what{"tiny/gpt2", "main"};
    return io::download_model(settings_, what, [&](const io::DownloadProgress& p) {
      if (p.waiting_for_lock) waited = true;
    }, nullptr);
  };
  auto a = std::async(std::launch::async, one);
  auto b = std::async(std::launch::async, one);
  const io::DownloadResult ra = a.get();
  const io::DownloadResult rb = b.get();
  EXPECT_EQ(ra.snapshot, rb.snapshot);
  EXPECT_EQ(cdn_gets(), 1) << "the weights fetched once";
  EXPECT_TRUE(waited) << "one waited for the other's lock";
  EXPECT_TRUE(fs::exists(fs::path(settings_.cache) / ".locks" / "models--tiny--gpt2"));
  read_cache_as_documented(settings_.cache, "tiny/gpt2", kGpt2, ra.files);
}

TEST_F(HfDownload, OfflineFetchesNothing) {
  serve({{"tiny/gpt2", "main", kGpt2}});
  settings_.offline = true;
  EXPECT_EQ(failure("tiny/gpt2").kind, DownloadError::Kind::Offline);
  EXPECT_TRUE(server_->requests().empty());
  settings_.offline = false;
  const io::DownloadResult online = get("tiny/gpt2");
  const std::size_t asked = server_->requests().size();
  settings_.offline = true;
  EXPECT_EQ(get("tiny/gpt2").snapshot, online.snapshot);
  EXPECT_EQ(server_->requests().size(), asked);
}

TEST_F(HfDownload, MissingRepositoriesRevisionsAndPickledWeightsAreNamed) {
  serve({{"tiny/gpt2", "main", kGpt2}, {"tiny/gpt2", "v1", kGpt2}, {"old/pickled", "main", kPickled}});
  const DownloadError none = failure("tiny/none");
  EXPECT_EQ(none.kind, DownloadError::Kind::NotFound);
  EXPECT_NE(std::string(none.what()).find("tiny/none"), std::string::npos);
  const DownloadError revision = failure("tiny/gpt2", "v9");
  EXPECT_NE(std::string(revision.what()).find("v9"), std::string::npos) << revision.what();
  const io::DownloadResult v1 = get("tiny/gpt2", "v1");
  EXPECT_EQ(v1.commit, server_->commit("tiny/gpt2", "v1"));
  EXPECT_TRUE(fs::exists(fs::path(settings_.cache) / "models--tiny--gpt2" / "refs" / "v1"));
  const DownloadError pickled = failure("old/pickled");
  EXPECT_EQ(pickled.kind, DownloadError::Kind::Refused);
  EXPECT_NE(std::string(pickled.what()).find("pytorch_model.bin"), std::string::npos) << pickled.what();
  EXPECT_NE(std::string(pickled.what()).find("/discussions"), std::string::npos)
      << "with no pull request holding safetensors, where to look: " << pickled.what();
  EXPECT_FALSE(fs::exists(fs::path(settings_.cache) / "models--old--pickled" / "snapshots"));
}

TEST_F(HfDownload, PickledWeightsPointToThePullRequestHoldingTheirSafetensors) {
  serve({{"old/pickled", "main", kPickled}, {"old/pickled", "refs/pr/1", kPickled}, {"old/pickled", "refs/pr/2", kGpt2}});
  const DownloadError pickled = failure("old/pickled");
  EXPECT_EQ(pickled.kind, DownloadError::Kind::Refused);
  EXPECT_NE(std::string(pickled.what()).find("get old/pickled@refs/pr/2"), std::string::npos) << pickled.what();
  const io::DownloadResult r = get("old/pickled", "refs/pr/2");
  EXPECT_TRUE(fs::exists(fs::path(r.snapshot) / "model.safetensors"));
  EXPECT_EQ(io::cached_snapshot(settings_.cache, "old/pickled", "refs/pr/2"), r.snapshot);
}

}  // namespace
}  // namespace attn
