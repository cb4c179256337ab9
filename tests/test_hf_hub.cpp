// The Hub's protocol without a network (io/hf_hub.hpp, the parts of io/hf_download.hpp that
// need no server): which files a repository's list gives to fetch, the list's JSON, ETags
// made into blob names, URLs, the settings from the environment, the errors in words, and
// the progress in words.
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "io/atomic_file.hpp"
#include "io/download_text.hpp"
#include "io/hf_download.hpp"
#include "io/hf_hub.hpp"
#include "temp_dir.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using io::DownloadError;
using testing::message_of;
using testing::ScopedEnv;

TEST(HfFilesToFetch, ASingleFileModelGivesItsConfigTokenizerAndWeights) {
  const std::vector<std::string> listed = {".gitattributes", "README.md", "config.json", "generation_config.json",
                                           "merges.txt", "model.safetensors", "onnx/model.onnx",
                                           "pytorch_model.bin", "tokenizer.json", "tokenizer_config.json",
                                           "vocab.json", "flax_model.msgpack"};
  EXPECT_EQ(io::files_to_fetch(listed),
            (std::vector<std::string>{"config.json", "tokenizer.json", "tokenizer_config.json", "vocab.json",
                                      "merges.txt", "model.safetensors"}));
}

TEST(HfFilesToFetch, AVisionModelComesWithHowItsPicturesAreMadeReady) {
  // facebook/dino-vits16's listing: without preprocessor_config.json a picture would be
  // normalised with ViT's defaults, not the ImageNet mean and std DINO was trained with.
  EXPECT_EQ(io::files_to_fetch({".gitattributes", "README.md", "config.json", "model.safetensors",
                                "preprocessor_config.json", "pytorch_model.bin"}),
            (std::vector<std::string>{"config.json", "preprocessor_config.json", "model.safetensors"}));
}

TEST(HfFilesToFetch, ShardedWeightsComeWithTheirIndex) {
  const std::vector<std::string> listed = {"config.json", "model-00002-of-00002.safetensors",
                                           "model-00001-of-00002.safetensors", "model.safetensors.index.json",
                                           "tokenizer.json"};
  EXPECT_EQ(io::files_to_fetch(listed),
            (std::vector<std::string>{"config.json", "tokenizer.json", "model.safetensors.index.json",
                                      "model-00002-of-00002.safetensors", "model-00001-of-00002.safetensors"}));
}

TEST(HfFilesToFetch, MarianAndT5TokenizersAreFetched) {
  EXPECT_EQ(io::files_to_fetch({"config.json", "source.spm", "target.spm", "vocab.json", "model.safetensors"}),
            (std::vector<std::string>{"config.json", "vocab.json", "source.spm", "target.spm", "model.safetensors"}));
  EXPECT_EQ(io::files_to_fetch({"config.json", "spiece.model", "model.safetensors", "tokenizer.json"}),
            (std::vector<std::string>{"config.json", "tokenizer.json", "spiece.model", "model.safetensors"}));
}

TEST(HfFilesToFetch, PickledWeightsAloneAreRefusedByName) {
  try {
    io::files_to_fetch({"config.json", "pytorch_model.bin", "vocab.txt"});
    FAIL() << "pytorch_model.bin alone was accepted";
  } catch (const DownloadError& e) {
    EXPECT_EQ(e.kind, DownloadError::Kind::Refused);
    EXPECT_NE(std::string(e.what()).find("pytorch_model.bin"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("safetensors"), std::string::npos) << e.what();
  }
  EXPECT_NE(message_of([] { io::files_to_fetch({"config.json", "pytorch_model-00001-of-00002.bin"}); })
                .find("pytorch_model.bin"),
            std::string::npos);
  EXPECT_NE(message_of([] { io::files_to_fetch({"README.md", "model.safetensors"}); }).find("config.json"),
            std::string::npos);
  EXPECT_NE(message_of([] { io::files_to_fetch({"config.json", "tf_model.h5"}); }).find("model.safetensors"),
            std::string::npos);
}

TEST(HfListing, TheFilesTheirSizesAndLfsHashesAreRead) {
  const std::string json = R"({"id": "org/tiny", "sha": "0123456789abcdef0123456789abcdef01234567",
    "siblings": [{"rfilename": "config.json", "size": 512, "blobId": "abc"},
                 {"rfilename": "model.safetensors", "size": 134,
                  "lfs": {"sha256": "aaaa000000000000000000000000000000000000000000000000000000000000",
                          "size": 1048576, "pointerSize": 134}}]})";
  const io::hub::Listing l = io::hub::parse_listing(json, "org/tiny");
  EXPECT_EQ(l.commit, "0123456789abcdef0123456789abcdef01234567");
  ASSERT_EQ(l.files.size(), 2u);
  EXPECT_EQ(l.files[0].size, 512u);
  EXPECT_EQ(l.files[0].sha256, "");
  EXPECT_EQ(l.files[0].blob_id, "abc") << "a small file's blob is named by its git hash (the page's downloads)";
  EXPECT_EQ(l.find("model.safetensors")->blob_id, "");
  EXPECT_EQ(io::hub::parse_listing(R"({"sha": "0123456789abcdef0123456789abcdef01234567",
    "siblings": [{"rfilename": "config.json", "blobId": "../../x"}]})", "org/tiny").files[0].blob_id, "")
      << "a blob id that is not a plain hash names no file";
  EXPECT_EQ(l.find("model.safetensors")->size, 1048576u) << "an LFS file's size is its LFS size, not the pointer's";
  EXPECT_EQ(l.find("model.safetensors")->sha256.substr(0, 4), "aaaa");
  EXPECT_EQ(l.find("nothing"), nullptr);
}

TEST(HfListing, AListNamingAPathOutsideTheRepositoryIsRefusedWhole) {
  for (const std::string name : {"../evil.json", "/tmp/absolute.json", "a/../../b", "C:x", "a\\b"}) {
    const std::string json = R"({"sha": "0123456789abcdef0123456789abcdef01234567", "siblings": [
      {"rfilename": "config.json"}, {"rfilename": )" + nlohmann::json(name).dump() + "}]}";
    try {
      io::hub::parse_listing(json, "org/evil");
      FAIL() << name << " was accepted";
    } catch (const DownloadError& e) {
      EXPECT_EQ(e.kind, DownloadError::Kind::Refused);
      EXPECT_NE(std::string(e.what()).find(name), std::string::npos) << e.what();
    }
  }
}

TEST(HfListing, AnswersOfAnotherShapeSaySo) {
  EXPECT_NE(message_of([] { io::hub::parse_listing("<html>", "org/x"); }).find("not JSON"), std::string::npos);
  EXPECT_NE(message_of([] { io::hub::parse_listing(R"({"siblings": []})", "org/x"); }).find("sha"), std::string::npos);
  EXPECT_NE(message_of([] { io::hub::parse_listing(R"({"sha": "../../x", "siblings": []})", "org/x"); })
                .find("40 hex"),
            std::string::npos);
}

TEST(HfHubProtocol, EtagsBecomeBlobNamesOnlyWhenPlain) {
  EXPECT_EQ(io::hub::blob_name_of_etag("\"5d41402abc4b2a76b9719d911017c592\""), "5d41402abc4b2a76b9719d911017c592");
  EXPECT_EQ(io::hub::blob_name_of_etag("W/\"abc-12\""), "abc-12");
  EXPECT_EQ(io::hub::blob_name_of_etag("\"../../x\""), "");
  EXPECT_EQ(io::hub::blob_name_of_etag(""), "");
  EXPECT_TRUE(io::hub::is_sha256_hex(std::string(64, 'a')));
  EXPECT_FALSE(io::hub::is_sha256_hex(std::string(40, 'a')));
  EXPECT_FALSE(io::hub::is_sha256_hex(std::string(64, 'A')));
}

TEST(HfHubProtocol, UrlsQuoteTheRevisionWholeAndTheFileByParts) {
  EXPECT_EQ(io::hub::listing_url("https://hf-mirror.com", "Qwen/Qwen2.5-0.5B", "refs/pr/1"),
            "https://hf-mirror.com/api/models/Qwen/Qwen2.5-0.5B/revision/refs%2Fpr%2F1?blobs=true");
  EXPECT_EQ(io::hub::resolve_url("https://huggingface.co", "gpt2", "main", "onnx/model data.json"),
            "https://huggingface.co/gpt2/resolve/main/onnx/model%20data.json");
}

TEST(HfHubProtocol, PullRequestRefsComeNewestFirst) {
  const std::string json = R"({"branches": [{"name": "main", "ref": "refs/heads/main"}],
    "pullRequests": [{"ref": "refs/pr/2"}, {"ref": "refs/pr/11"}, {"ref": "refs/pr/5"}]})";
  EXPECT_EQ(io::hub::parse_pull_request_refs(json), (std::vector<std::string>{"refs/pr/11", "refs/pr/5", "refs/pr/2"}));
  EXPECT_TRUE(io::hub::parse_pull_request_refs("not json").empty());
}

TEST(HfHubProtocol, ErrorsSayWhatToDo) {
  io::http::Response r;
  r.status = 401;
  r.headers = {{"x-error-code", "GatedRepo"}};
  const DownloadError gated =
      io::hub::error_for_status(r, "", "https://huggingface.co", "meta-llama/Llama-3.2-1B", "main", "", false);
  EXPECT_EQ(gated.kind, DownloadError::Kind::Gated);
  EXPECT_NE(std::string(gated.what()).find("https://huggingface.co/meta-llama/Llama-3.2-1B"), std::string::npos);
  EXPECT_NE(std::string(gated.what()).find("token"), std::string::npos);
  r.status = 404;
  r.headers = {{"x-error-code", "RepositoryNotFound"}};
  EXPECT_EQ(io::hub::error_for_status(r, "", "https://h", "org/none", "main", "", false).kind,
            DownloadError::Kind::NotFound);
  r.headers = {{"x-error-code", "RevisionNotFound"}};
  EXPECT_NE(std::string(io::hub::error_for_status(r, "", "https://h", "org/x", "v9", "", false).what()).find("v9"),
            std::string::npos);
  r.status = 503;
  r.headers = {};
  const DownloadError busy = io::hub::error_for_status(r, "busy", "https://h", "org/x", "main", "config.json", false);
  EXPECT_EQ(busy.kind, DownloadError::Kind::Network);
  EXPECT_NE(std::string(busy.what()).find("503"), std::string::npos);
}

TEST(HfRepoRevision, IdsAndRevisionsAreChecked) {
  const io::RepoRevision a = io::parse_repo_revision("HuggingFaceTB/SmolLM2-135M");
  EXPECT_EQ(a.repo, "HuggingFaceTB/SmolLM2-135M");
  EXPECT_EQ(a.revision, "main");
  const io::RepoRevision b = io::parse_repo_revision(" Helsinki-NLP/opus-mt-en-fr@refs/pr/3 ");
  EXPECT_EQ(b.repo, "Helsinki-NLP/opus-mt-en-fr");
  EXPECT_EQ(b.revision, "refs/pr/3");
  EXPECT_THROW(io::parse_repo_revision("a/b/c"), std::invalid_argument);
  EXPECT_THROW(io::parse_repo_revision("org/name@../x"), std::invalid_argument);
  EXPECT_THROW(io::parse_repo_revision("org/name@"), std::invalid_argument);
}

class HfHubSettings : public testing::TempDirTest {};

TEST_F(HfHubSettings, TheEnvironmentAsHuggingfaceHubReadsIt) {
  ScopedEnv hf_home("HF_HOME", dir_.c_str());
  ScopedEnv token("HF_TOKEN", nullptr);
  ScopedEnv token_path("HF_TOKEN_PATH", nullptr);
  ScopedEnv endpoint("HF_ENDPOINT", "https://hf-mirror.com/");
  ScopedEnv offline("HF_HUB_OFFLINE", "True");
  ScopedEnv cache("HF_HUB_CACHE", nullptr);
  ScopedEnv old_cache("HUGGINGFACE_HUB_CACHE", nullptr);
  io::HubSettings s = io::HubSettings::from_environment();
  EXPECT_EQ(s.endpoint, "https://hf-mirror.com");
  EXPECT_TRUE(s.offline);
  EXPECT_EQ(s.cache, dir_ + "/hub");
  EXPECT_EQ(s.token, "");
  io::write_file_atomic(path("token"), "hf_fromthefile\n");
  EXPECT_EQ(io::HubSettings::from_environment().token, "hf_fromthefile");
  {
    ScopedEnv set("HF_TOKEN", "hf_fromtheenvironment");
    EXPECT_EQ(io::HubSettings::from_environment().token, "hf_fromtheenvironment");
    EXPECT_EQ(io::HubSettings::from_environment("http://127.0.0.1:9", "hf_typed").token, "hf_typed");
    EXPECT_EQ(io::HubSettings::from_environment("http://127.0.0.1:9", "").endpoint, "http://127.0.0.1:9");
  }
  ScopedEnv online("HF_HUB_OFFLINE", "0");
  EXPECT_FALSE(io::HubSettings::from_environment().offline);
}

TEST(HfDownloadText, ProgressInWords) {
  EXPECT_EQ(io::bytes_text(512), "512 B");
  EXPECT_EQ(io::bytes_text(12'345), "12.3 kB");
  EXPECT_EQ(io::bytes_text(269'060'000), "269 MB");
  EXPECT_EQ(io::bytes_text(1'420'000'000), "1.42 GB");
  EXPECT_EQ(io::duration_text(62), "1 min 2 s");
  EXPECT_EQ(io::duration_text(-1), "");
  io::DownloadProgress p;
  p.bytes = 270'000'000;
  p.done = 12'300'000;
  p.bytes_per_second = 4'500'000;
  p.seconds_left = 62;
  EXPECT_EQ(io::progress_text(p), "12.3 MB of 270 MB · 4.5 MB/s · 1 min 2 s left");
  p.seconds_without_bytes = 12;
  EXPECT_EQ(io::progress_text(p), "12.3 MB of 270 MB · nothing received for 12 s");
}

}  // namespace
}  // namespace attn
