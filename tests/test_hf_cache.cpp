// The Hugging Face cache (io/hf_cache.hpp) on a real cache layout built in a temporary
// folder from the tiny models the tests ship: blobs named by a hash of their bytes, each
// snapshot's files relative links into ../../blobs, refs/main naming the commit. Where the
// cache is found (the environment), repository ids, resolving ORG/NAME[@REVISION], the
// listing (families, sizes, what does not open), and that a snapshot opens to the same
// numbers as the folder it was made from.
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/model/decoder.hpp"
#include "io/atomic_file.hpp"
#include "io/hf_cache.hpp"
#include "io/model_families.hpp"
#include "io/model_folder.hpp"
#include "temp_dir.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

namespace fs = std::filesystem;

const std::string kGpt2 = ATTN_GPT2_FIXTURE_DIR "/tiny-f32";
const std::string kQwen3 = ATTN_DECODER_FIXTURE_DIR "/qwen3-bf16-sharded";
const std::string kMainCommit = "0123456789abcdef0123456789abcdef01234567";
const std::string kOldCommit = "fedcba9876543210fedcba9876543210fedcba98";

using testing::ScopedEnv;

// FNV-1a of the bytes, as 16 hex digits: a blob's name (the Hub uses the SHA-256; any hash
// naming the contents makes the same layout).
std::string content_hash(const std::string& bytes) {
  std::uint64_t h = 14695981039346656037ull;
  for (const char c : bytes) h = (h ^ static_cast<std::uint64_t>(static_cast<unsigned char>(c))) * 1099511628211ull;
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
  return text;
}

std::uint64_t folder_bytes(const std::string& folder, const std::vector<std::string>& leave_out = {}) {
  std::uint64_t bytes = 0;
  for (const fs::directory_entry& e : fs::directory_iterator(folder)) {
    if (std::find(leave_out.begin(), leave_out.end(), e.path().filename().string()) == leave_out.end()) {
      bytes += fs::file_size(e.path());
    }
  }
  return bytes;
}

class HfCache : public testing::TempDirTest {
 protected:
  std::string cache() const { return path("hub"); }

  // Puts `folder`'s files (but `leave_out`) into the cache as `repo` at `commit`, and
  // `ref` (when not "") naming that commit; the snapshot's folder.
  std::string add(const std::string& repo, const std::string& folder, const std::string& commit,
                  const std::string& ref = "main", const std::vector<std::string>& leave_out = {}) const {
    const fs::path root = io::repo_folder(cache(), repo);
    const fs::path snapshot = root / "snapshots" / commit;
    fs::create_directories(root / "blobs");
    fs::create_directories(snapshot);
    for (const fs::directory_entry& e : fs::directory_iterator(folder)) {
      const std::string name = e.path().filename().string();
      if (std::find(leave_out.begin(), leave_out.end(), name) != leave_out.end()) continue;
      const std::string blob = content_hash(read(e.path().string()));
      if (!fs::exists(root / "blobs" / blob)) fs::copy_file(e.path(), root / "blobs" / blob);
      fs::create_symlink(fs::path("../../blobs") / blob, snapshot / name);
    }
    if (!ref.empty()) {
      fs::create_directories((root / "refs" / ref).parent_path());
      io::write_file_atomic((root / "refs" / ref).string(), commit);
    }
    return snapshot.string();
  }
};

TEST_F(HfCache, TheCacheFolderFollowsTheEnvironmentAsHuggingFaceHubDoes) {
  ScopedEnv home("HOME", "/home/ana");
  ScopedEnv old_name("HUGGINGFACE_HUB_CACHE", nullptr);
  ScopedEnv xdg("XDG_CACHE_HOME", nullptr);
  {
    ScopedEnv hub("HF_HUB_CACHE", nullptr);
    ScopedEnv hf_home("HF_HOME", nullptr);
    EXPECT_EQ(io::hub_cache_directory(), "/home/ana/.cache/huggingface/hub");
    ScopedEnv xdg_set("XDG_CACHE_HOME", "/var/cache/ana");
    EXPECT_EQ(io::hub_cache_directory(), "/var/cache/ana/huggingface/hub");
  }
  {
    ScopedEnv hub("HF_HUB_CACHE", nullptr);
    ScopedEnv hf_home("HF_HOME", "/data/hf");
    EXPECT_EQ(io::hub_cache_directory(), "/data/hf/hub");
    ScopedEnv legacy("HUGGINGFACE_HUB_CACHE", "/old/hub");
    EXPECT_EQ(io::hub_cache_directory(), "/old/hub");
  }
  {
    ScopedEnv hf_home("HF_HOME", "/data/hf");
    ScopedEnv hub("HF_HUB_CACHE", "/models/hub");
    EXPECT_EQ(io::hub_cache_directory(), "/models/hub");
  }
  {
    ScopedEnv hf_home("HF_HOME", nullptr);
    ScopedEnv hub("HF_HUB_CACHE", "~/hub");
    EXPECT_EQ(io::hub_cache_directory(), "/home/ana/hub");
    ScopedEnv empty("HF_HUB_CACHE", "");  // set but empty: as if unset
    EXPECT_EQ(io::hub_cache_directory(), "/home/ana/.cache/huggingface/hub");
  }
}

TEST(HfRepoId, TheHubsCharactersOneSlashNoDoubledSeparators) {
  for (const char* good : {"gpt2", "HuggingFaceTB/SmolLM2-135M", "Qwen/Qwen2.5-0.5B", "a/b.c_d", "t5-small"}) {
    EXPECT_TRUE(io::is_repo_id(good)) << good;
  }
  for (const char* bad : {"", "a/b/c", "../x", "a/..", "a--b/c", "-a/b", "a/b.", "a b/c", "/abs", "a/", "a/b@main",
                          "C:/models/x", "org/na\\me"}) {
    EXPECT_FALSE(io::is_repo_id(bad)) << bad;
  }
  EXPECT_TRUE(io::is_repo_id(std::string(96, 'a')));
  EXPECT_FALSE(io::is_repo_id(std::string(97, 'a')));
  EXPECT_EQ(io::repo_folder("/c", "org/name"), "/c/models--org--name");
  EXPECT_EQ(io::repo_folder("/c", "gpt2"), "/c/models--gpt2");
  EXPECT_EQ(io::repo_of_snapshot("/c/models--org--name/snapshots/" + kMainCommit), "org/name");
  EXPECT_EQ(io::repo_of_snapshot("/c/models--gpt2/snapshots/" + kMainCommit + "/"), "gpt2");
  EXPECT_EQ(io::repo_of_snapshot(kGpt2), "");
}

TEST_F(HfCache, ARepositoryResolvesToItsSnapshotByBranchOrCommit) {
  const std::string main = add("org/tiny-gpt2", kGpt2, kMainCommit);
  const std::string old = add("org/tiny-gpt2", kGpt2, kOldCommit, "");
  ScopedEnv hub("HF_HUB_CACHE", cache().c_str());
  EXPECT_EQ(io::cached_snapshot(cache(), "org/tiny-gpt2"), main);
  EXPECT_EQ(io::resolve_model_reference("org/tiny-gpt2", ""), main);
  EXPECT_EQ(io::resolve_model_reference("org/tiny-gpt2@main", "/elsewhere"), main);
  EXPECT_EQ(io::resolve_model_reference("org/tiny-gpt2@" + kMainCommit, ""), main);
  EXPECT_EQ(io::resolve_model_reference("org/tiny-gpt2@" + kOldCommit, ""), old);
  // Nothing outside the repository's folder is reached through a revision.
  EXPECT_EQ(io::cached_snapshot(cache(), "org/tiny-gpt2", "../../models--org--tiny-gpt2/snapshots/" + kMainCommit), "");
  EXPECT_EQ(io::cached_snapshot(cache(), "org/tiny-gpt2", "v2"), "");

  // A folder is a folder first, relative to the base folder given.
  EXPECT_EQ(io::resolve_model_reference("tiny-f32", ATTN_GPT2_FIXTURE_DIR), kGpt2);
  fs::create_directories(path("org/tiny-gpt2"));
  EXPECT_EQ(io::resolve_model_reference("org/tiny-gpt2", dir_), path("org/tiny-gpt2"));
  // What is shaped like no repository goes to the folder reader, which says what is wrong.
  EXPECT_EQ(io::resolve_model_reference("/no/such/folder/x/y", ""), "/no/such/folder/x/y");

  try {
    io::resolve_model_reference("org/missing", "");
    ADD_FAILURE() << "a repository not in the cache resolved";
  } catch (const io::NotInCache& e) {
    EXPECT_EQ(std::string(e.what()), "'org/missing' is neither a folder nor in the Hugging Face cache (" + cache() +
                                         "); get it first: `attention-explorer download org/missing`, or File ▸ "
                                         "Get a model… in the window");
    EXPECT_EQ(e.reference, "org/missing");
  }
  try {
    io::resolve_model_reference("org/tiny-gpt2@v2", "");
    ADD_FAILURE() << "a revision not in the cache resolved";
  } catch (const io::NotInCache& e) {
    EXPECT_NE(std::string(e.what()).find("attention-explorer download org/tiny-gpt2@v2"), std::string::npos)
        << e.what();
    EXPECT_EQ(e.reference, "org/tiny-gpt2@v2");
  }
  EXPECT_EQ(io::repo_reference("org/tiny-gpt2", dir_), "") << "an existing folder is a folder";
  EXPECT_EQ(io::repo_reference("HuggingFaceTB/SmolLM2-135M@v1", dir_), "HuggingFaceTB/SmolLM2-135M@v1");
  EXPECT_EQ(io::repo_reference("gpt2", dir_), "") << "a name alone is more likely a folder misspelt";
}

TEST_F(HfCache, TheListingNamesFamiliesSizesAndWhatDoesNotOpen) {
  EXPECT_TRUE(io::list_cached_models(cache()).empty()) << "a cache that is not there holds nothing";
  add("org/tiny-gpt2", kGpt2, kMainCommit);
  add("org/tiny-gpt2", kGpt2, kOldCommit, "refs/pr/1");
  add("org/qwen3-sharded", kQwen3, kMainCommit);
  // A download under way: the second shard is still a blob named .incomplete, and the
  // snapshot has no link to it yet.
  add("org/qwen3-downloading", kQwen3, kMainCommit, "main", {"model-00002-of-00002.safetensors"});
  const std::string shard = read(kQwen3 + "/model-00002-of-00002.safetensors");
  write("hub/models--org--qwen3-downloading/blobs/" + content_hash(shard) + ".incomplete", shard.substr(0, 100));
  write("hub/models--org--tiny-gpt2/blobs/0000000000000000.incomplete", std::string(1000, 'x'));
  add("org/no-config", kGpt2, kMainCommit, "main", {"config.json"});
  write("hub/version.txt", "1");  // what else a cache holds is passed over
  fs::create_directories(path("hub/datasets--org--data/snapshots/" + kMainCommit));

  const std::vector<io::CachedModel> models = io::list_cached_models(cache());
  ASSERT_EQ(models.size(), 5u);
  std::vector<std::string> repos;
  for (const io::CachedModel& m : models) repos.push_back(m.repo);
  EXPECT_EQ(repos, (std::vector<std::string>{"org/no-config", "org/qwen3-downloading", "org/qwen3-sharded",
                                             "org/tiny-gpt2", "org/tiny-gpt2"}));

  const io::CachedModel& none = models[0];
  EXPECT_FALSE(none.openable);
  EXPECT_EQ(none.family, "");
  EXPECT_EQ(none.missing, "no config.json");
  EXPECT_EQ(none.bytes, folder_bytes(kGpt2, {"config.json"}));

  const io::CachedModel& downloading = models[1];
  EXPECT_FALSE(downloading.openable);
  EXPECT_EQ(downloading.family, io::family_row(io::Family::Qwen3).name);
  EXPECT_NE(downloading.missing.find("model-00002-of-00002.safetensors"), std::string::npos) << downloading.missing;
  EXPECT_EQ(downloading.bytes, folder_bytes(kQwen3, {"model-00002-of-00002.safetensors"}));

  const io::CachedModel& qwen = models[2];
  EXPECT_TRUE(qwen.openable) << qwen.missing;
  EXPECT_EQ(qwen.family, io::family_row(io::Family::Qwen3).name);
  EXPECT_EQ(qwen.bytes, folder_bytes(kQwen3));
  EXPECT_EQ(qwen.revisions, std::vector<std::string>{"main"});
  EXPECT_EQ(qwen.commit, kMainCommit);
  EXPECT_EQ(qwen.path, io::cached_snapshot(cache(), "org/qwen3-sharded"));

  // main's snapshot first, then the one only a pull request's ref names; the .incomplete
  // blob is in no snapshot, so in no size.
  EXPECT_EQ(models[3].revisions, std::vector<std::string>{"main"});
  EXPECT_EQ(models[4].revisions, std::vector<std::string>{"refs/pr/1"});
  for (const io::CachedModel* gpt2 : {&models[3], &models[4]}) {
    EXPECT_TRUE(gpt2->openable) << gpt2->missing;
    EXPECT_EQ(gpt2->family, io::family_row(io::Family::Gpt2).name);
    EXPECT_EQ(gpt2->bytes, folder_bytes(kGpt2));
  }
}

TEST_F(HfCache, ASnapshotOpensToTheSameNumbersAsItsFolder) {
  add("org/tiny-gpt2", kGpt2, kMainCommit);
  add("org/qwen3-sharded", kQwen3, kMainCommit);
  ScopedEnv hub("HF_HUB_CACHE", cache().c_str());
  for (const auto& [repo, folder] : {std::pair<std::string, std::string>{"org/tiny-gpt2", kGpt2},
                                     std::pair<std::string, std::string>{"org/qwen3-sharded", kQwen3}}) {
    const io::ModelFolder original = io::open_model_folder(folder);
    const io::ModelFolder cached = io::open_model_folder(io::resolve_model_reference(repo, ""));
    EXPECT_EQ(cached.name, repo);
    EXPECT_EQ(cached.dtype, original.dtype);
    const std::vector<int> ids = original.tokenizer->encode("The cat sat on the mat.");
    ASSERT_EQ(cached.tokenizer->encode("The cat sat on the mat."), ids);
    const decoder::Run a = decoder::forward(original.weights, ids, {});
    const decoder::Run b = decoder::forward(cached.weights, ids, {});
    const int last = static_cast<int>(ids.size()) - 1;
    const Matrix expected = decoder::logits(original.weights, a, last);
    const Matrix got = decoder::logits(cached.weights, b, last);
    ASSERT_EQ(got.rows(), expected.rows());
    ASSERT_EQ(got.cols(), expected.cols());
    EXPECT_TRUE((got.array() == expected.array()).all()) << repo << ": the same files gave other logits";
  }
}

}  // namespace
}  // namespace attn
