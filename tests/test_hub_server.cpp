// The test Hub (tests/hub_server) against what huggingface.co answers, with cpp-httplib's
// client (not the program's): the API's file list, the resolve URLs' headers for a small
// and an LFS file, the redirect to the CDN and its bytes equal to the folder's file,
// ranges, the 404s, a gated repository's 401 and 403, each fault, the request log, and
// the program hub-test-server as the shell tests start it. Hashes are computed here with
// OpenSSL from the folders' files, not taken from the server.
#include <fcntl.h>
#include <openssl/evp.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>
#include <httplib.h>
#include <nlohmann/json.hpp>

#include "hub_catalog.hpp"
#include "hub_server.hpp"
#include "temp_dir.hpp"

extern char** environ;

namespace attn::testing {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

const std::string kGpt2 = ATTN_GPT2_FIXTURE_DIR "/tiny-f32";
const std::string kGpt2Bf16 = ATTN_GPT2_FIXTURE_DIR "/tiny-bf16";
const std::string kQwen3 = ATTN_DECODER_FIXTURE_DIR "/qwen3-bf16-sharded";
const std::string kT5 = ATTN_SEQ2SEQ_FIXTURE_DIR "/flan-t5-bf16";
const std::string kPytorchOnly = ATTN_HUB_FIXTURE_DIR "/pytorch-only";
const std::string kWeights = "/openai-community/gpt2/resolve/main/model.safetensors";

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string digest_hex(const EVP_MD* kind, const std::string& bytes) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int length = 0;
  EVP_Digest(bytes.data(), bytes.size(), digest.data(), &length, kind, nullptr);
  std::string out;
  char hex[3];
  for (unsigned int i = 0; i < length; ++i) {
    std::snprintf(hex, sizeof hex, "%02x", digest[i]);
    out += hex;
  }
  return out;
}
std::string sha256_of(const std::string& bytes) { return digest_hex(EVP_sha256(), bytes); }
std::string md5_of(const std::string& bytes) { return digest_hex(EVP_md5(), bytes); }
std::string git_blob_sha1(const std::string& bytes) {
  return digest_hex(EVP_sha1(), "blob " + std::to_string(bytes.size()) + std::string(1, '\0') + bytes);
}

std::string quoted(const std::string& text) { return "\"" + text + "\""; }

// The path and query of a URL on `origin`.
std::string path_on(const std::string& origin, const std::string& url) {
  EXPECT_EQ(url.compare(0, origin.size(), origin), 0) << url << " is not on " << origin;
  return url.substr(origin.size());
}

HubOptions serving(std::vector<HubRepoFolder> repos) {
  HubOptions options;
  options.repos = std::move(repos);
  return options;
}

class HubServerTest : public TempDirTest {
 protected:
  // gpt2 (tiny, f32), at main and, as the tag v1, the bf16 folder; a sharded Qwen3 whose
  // tokenizer.json is over 1 MB; T5 with spiece.model; a repository of pytorch_model.bin.
  static HubOptions usual() {
    return serving({{"openai-community/gpt2", "main", kGpt2},
                    {"openai-community/gpt2", "v1", kGpt2Bf16},
                    {"Qwen/Qwen3-tiny", "main", kQwen3},
                    {"t5", "main", kT5},
                    {"someone/pytorch-only", "main", kPytorchOnly}});
  }
  static httplib::Client client(const std::string& origin) {
    httplib::Client c(origin);
    c.set_connection_timeout(5);
    c.set_read_timeout(10);
    return c;
  }
  static std::string weights() { return read_bytes(kGpt2 + "/model.safetensors"); }
  // The path on the CDN that gpt2's model.safetensors redirects to.
  static std::string weights_on_cdn(HubServer& hub) { return path_on(hub.cdn(), cdn_url(hub, kWeights)); }
  // A GET that keeps the body as it arrives: what came before a failure is seen.
  static httplib::Result get_into(httplib::Client& c, const std::string& path, std::string& got) {
    return c.Get(path, [&got](const char* data, std::size_t size) {
      got.append(data, size);
      return true;
    });
  }
  // The CDN URL an LFS file's resolve URL redirects to.
  static std::string cdn_url(HubServer& hub, const std::string& resolve_path) {
    auto head = client(hub.endpoint()).Head(resolve_path);
    EXPECT_TRUE(head);
    if (!head) return "";
    EXPECT_EQ(head->status, 302);
    return head->get_header_value("Location");
  }
};

TEST_F(HubServerTest, GitBlobHashIsGits) {
  // `printf 'hello\n' | git hash-object --stdin`, and git's empty blob.
  EXPECT_EQ(file_from_bytes("a", "hello\n").git_sha1, "ce013625030ba8dba906f756967f9e9ca394464a");
  EXPECT_EQ(file_from_bytes("a", "").git_sha1, "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391");
  EXPECT_EQ(git_blob_sha1("hello\n"), "ce013625030ba8dba906f756967f9e9ca394464a");
}

TEST_F(HubServerTest, ListsTheFolderWithBlobs) {
  HubServer hub(usual());
  auto res = client(hub.endpoint()).Get("/api/models/openai-community/gpt2/revision/main?blobs=true");
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200);
  const json body = json::parse(res->body);
  EXPECT_EQ(body["id"], "openai-community/gpt2");
  EXPECT_EQ(body["sha"], hub.commit("openai-community/gpt2"));
  EXPECT_EQ(body["sha"].get<std::string>().size(), 40u);
  std::vector<std::string> on_disk, listed;
  for (const auto& entry : fs::directory_iterator(kGpt2)) on_disk.push_back(entry.path().filename().string());
  std::sort(on_disk.begin(), on_disk.end());
  for (const json& sibling : body["siblings"]) {
    const std::string name = sibling["rfilename"];
    listed.push_back(name);
    const std::string bytes = read_bytes(kGpt2 + "/" + name);
    EXPECT_EQ(sibling["size"], bytes.size()) << name;
    if (name == "model.safetensors") {
      ASSERT_TRUE(sibling.contains("lfs"));
      EXPECT_EQ(sibling["lfs"]["sha256"], sha256_of(bytes));
      EXPECT_EQ(sibling["lfs"]["size"], bytes.size());
      const std::string pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:" + sha256_of(bytes) +
                                  "\nsize " + std::to_string(bytes.size()) + "\n";
      EXPECT_EQ(sibling["lfs"]["pointerSize"], pointer.size());
      EXPECT_EQ(sibling["blobId"], git_blob_sha1(pointer));
    } else {
      EXPECT_FALSE(sibling.contains("lfs")) << name;
      EXPECT_EQ(sibling["blobId"], git_blob_sha1(bytes)) << name;
    }
  }
  EXPECT_EQ(listed, on_disk);

  // Without ?blobs=true the Hub names the files only; /api/models/REPO is main.
  res = client(hub.endpoint()).Get("/api/models/openai-community/gpt2");
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200);
  const json plain = json::parse(res->body);
  EXPECT_EQ(plain["sha"], body["sha"]);
  ASSERT_EQ(plain["siblings"].size(), listed.size());
  for (const json& sibling : plain["siblings"]) EXPECT_EQ(sibling.size(), 1u) << sibling.dump();
}

TEST_F(HubServerTest, RevisionsByNameAndByCommit) {
  HubServer hub(usual());
  const std::string main = hub.commit("openai-community/gpt2"), v1 = hub.commit("openai-community/gpt2", "v1");
  EXPECT_NE(main, v1);
  // The same folders, the same commits (a test may name one it computed before).
  EXPECT_EQ(HubServer(usual()).commit("openai-community/gpt2", "v1"), v1);
  auto c = client(hub.endpoint());
  for (const std::string& revision : {std::string("v1"), v1}) {
    auto res = c.Get("/api/models/openai-community/gpt2/revision/" + revision + "?blobs=true");
    ASSERT_TRUE(res);
    ASSERT_EQ(res->status, 200) << revision;
    EXPECT_EQ(json::parse(res->body)["sha"], v1);
    auto head = c.Head("/openai-community/gpt2/resolve/" + revision + "/config.json");
    ASSERT_TRUE(head);
    EXPECT_EQ(head->status, 200);
    EXPECT_EQ(head->get_header_value("X-Repo-Commit"), v1);
    EXPECT_EQ(head->get_header_value("ETag"), quoted(git_blob_sha1(read_bytes(kGpt2Bf16 + "/config.json"))));
  }
  auto res = c.Head("/openai-community/gpt2/resolve/" + main + "/config.json");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->get_header_value("X-Repo-Commit"), main);
  EXPECT_THROW(hub.commit("openai-community/gpt2", "v2"), std::invalid_argument);
}

TEST_F(HubServerTest, SmallFileAnsweredDirectly) {
  HubServer hub(usual());
  auto c = client(hub.endpoint());
  const std::string bytes = read_bytes(kGpt2 + "/config.json");
  auto head = c.Head("/openai-community/gpt2/resolve/main/config.json");
  ASSERT_TRUE(head);
  EXPECT_EQ(head->status, 200);
  EXPECT_EQ(head->get_header_value("ETag"), quoted(git_blob_sha1(bytes)));
  EXPECT_EQ(head->get_header_value("X-Repo-Commit"), hub.commit("openai-community/gpt2"));
  EXPECT_EQ(head->get_header_value("Content-Length"), std::to_string(bytes.size()));
  EXPECT_FALSE(head->has_header("X-Linked-Etag"));
  auto get = c.Get("/openai-community/gpt2/resolve/main/config.json");
  ASSERT_TRUE(get);
  EXPECT_EQ(get->status, 200);
  EXPECT_EQ(get->body, bytes);
  // A single-name repository.
  auto t5 = c.Get("/t5/resolve/main/config.json");
  ASSERT_TRUE(t5);
  EXPECT_EQ(t5->status, 200);
  EXPECT_EQ(t5->body, read_bytes(kT5 + "/config.json"));
}

TEST_F(HubServerTest, LfsFileRedirectsToTheCdnWithItsHash) {
  HubServer hub(usual());
  const std::string bytes = weights();
  const std::string sha256 = sha256_of(bytes);
  auto head = client(hub.endpoint()).Head(kWeights);
  ASSERT_TRUE(head);
  EXPECT_EQ(head->status, 302);
  EXPECT_EQ(head->get_header_value("X-Linked-Etag"), quoted(sha256));
  EXPECT_EQ(head->get_header_value("X-Linked-Size"), std::to_string(bytes.size()));
  EXPECT_EQ(head->get_header_value("X-Repo-Commit"), hub.commit("openai-community/gpt2"));
  EXPECT_FALSE(head->get_header_value("ETag").empty());
  EXPECT_NE(head->get_header_value("ETag"), quoted(sha256));  // the pointer's, as the Hub's
  const std::string location = head->get_header_value("Location");
  EXPECT_EQ(location.rfind(hub.cdn() + "/cdn/" + sha256 + "?token-free-signature=", 0), 0u) << location;
  EXPECT_NE(hub.cdn(), hub.endpoint());

  auto cdn = client(hub.cdn());
  auto get = cdn.Get(path_on(hub.cdn(), location));
  ASSERT_TRUE(get);
  EXPECT_EQ(get->status, 200);
  EXPECT_EQ(get->body, bytes);
  EXPECT_EQ(get->get_header_value("Content-Length"), std::to_string(bytes.size()));
  EXPECT_EQ(get->get_header_value("ETag"), quoted(md5_of(bytes)));  // an object store's, not the SHA-256
  auto cdn_head = cdn.Head(path_on(hub.cdn(), location));
  ASSERT_TRUE(cdn_head);
  EXPECT_EQ(cdn_head->status, 200);
  EXPECT_EQ(cdn_head->get_header_value("Content-Length"), std::to_string(bytes.size()));

  // LFS by name (*.model, *.bin) and by size (tokenizer.json, over 1 MB).
  for (const std::string& path : {std::string("/t5/resolve/main/spiece.model"),
                                  std::string("/someone/pytorch-only/resolve/main/pytorch_model.bin"),
                                  std::string("/Qwen/Qwen3-tiny/resolve/main/tokenizer.json")}) {
    auto redirected = client(hub.endpoint()).Get(path);
    ASSERT_TRUE(redirected);
    EXPECT_EQ(redirected->status, 302) << path;
  }
  const std::string shard = cdn_url(hub, "/Qwen/Qwen3-tiny/resolve/main/tokenizer.json");
  auto tokenizer = cdn.Get(path_on(hub.cdn(), shard));
  ASSERT_TRUE(tokenizer);
  EXPECT_EQ(tokenizer->body, read_bytes(kQwen3 + "/tokenizer.json"));
}

TEST_F(HubServerTest, CdnRangesAndItsRefusals) {
  HubServer hub(usual());
  const std::string bytes = weights();
  const std::string size = std::to_string(bytes.size());
  const std::string path = weights_on_cdn(hub);
  auto cdn = client(hub.cdn());
  auto rest = cdn.Get(path, {{"Range", "bytes=1000-"}});
  ASSERT_TRUE(rest);
  EXPECT_EQ(rest->status, 206);
  EXPECT_EQ(rest->get_header_value("Content-Range"), "bytes 1000-" + std::to_string(bytes.size() - 1) + "/" + size);
  EXPECT_EQ(rest->get_header_value("Content-Length"), std::to_string(bytes.size() - 1000));
  EXPECT_EQ(rest->body, bytes.substr(1000));
  auto middle = cdn.Get(path, {{"Range", "bytes=10-19"}});
  ASSERT_TRUE(middle);
  EXPECT_EQ(middle->status, 206);
  EXPECT_EQ(middle->body, bytes.substr(10, 10));
  auto last = cdn.Get(path, {{"Range", "bytes=-16"}});
  ASSERT_TRUE(last);
  EXPECT_EQ(last->body, bytes.substr(bytes.size() - 16));
  auto past = cdn.Get(path, {{"Range", "bytes=" + size + "-"}});
  ASSERT_TRUE(past);
  EXPECT_EQ(past->status, 416);
  EXPECT_EQ(past->get_header_value("Content-Range"), "bytes */" + size);

  // The signature is part of the URL; a token never belongs there.
  auto unsigned_url = cdn.Get(path.substr(0, path.find('?')));
  ASSERT_TRUE(unsigned_url);
  EXPECT_EQ(unsigned_url->status, 403);
  auto with_token = cdn.Get(path, {{"Authorization", "Bearer hf_secret"}});
  ASSERT_TRUE(with_token);
  EXPECT_EQ(with_token->status, 400);

  // A small file's resolve URL takes ranges too (a resumed download of it).
  auto small = client(hub.endpoint()).Get("/openai-community/gpt2/resolve/main/vocab.json", {{"Range", "bytes=5-"}});
  ASSERT_TRUE(small);
  EXPECT_EQ(small->status, 206);
  EXPECT_EQ(small->body, read_bytes(kGpt2 + "/vocab.json").substr(5));
}

TEST_F(HubServerTest, NotFoundAsTheHubSaysIt) {
  HubServer hub(usual());
  auto c = client(hub.endpoint());
  struct Case {
    std::string path;
    std::string code;
  };
  for (const Case& expected : std::vector<Case>{
           {"/api/models/nobody/nothing/revision/main", "RepoNotFound"},
           {"/api/models/openai-community/gpt2/revision/v9", "RevisionNotFound"},
           {"/nobody/nothing/resolve/main/config.json", "RepoNotFound"},
           {"/openai-community/gpt2/resolve/v9/config.json", "RevisionNotFound"},
           {"/openai-community/gpt2/resolve/main/pytorch_model.bin", "EntryNotFound"}}) {
    for (const bool head : {false, true}) {
      auto res = head ? c.Head(expected.path) : c.Get(expected.path);
      ASSERT_TRUE(res) << expected.path;
      EXPECT_EQ(res->status, 404) << expected.path;
      EXPECT_EQ(res->get_header_value("X-Error-Code"), expected.code) << expected.path;
      EXPECT_FALSE(res->get_header_value("X-Error-Message").empty());
    }
  }
  auto missing = c.Get("/openai-community/gpt2/resolve/main/pytorch_model.bin");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->get_header_value("X-Repo-Commit"), hub.commit("openai-community/gpt2"));
  EXPECT_EQ(json::parse(missing->body)["error"], "Entry not found");
}

TEST_F(HubServerTest, GatedRepositoryWantsItsToken) {
  HubOptions options = usual();
  options.gated["Qwen/Qwen3-tiny"] = "hf_opens";
  HubServer hub(options);
  auto c = client(hub.endpoint());
  for (const std::string& path : {std::string("/api/models/Qwen/Qwen3-tiny/revision/main?blobs=true"),
                                  std::string("/Qwen/Qwen3-tiny/resolve/main/config.json"),
                                  std::string("/Qwen/Qwen3-tiny/resolve/main/model-00001-of-00002.safetensors")}) {
    auto none = c.Get(path);
    ASSERT_TRUE(none);
    EXPECT_EQ(none->status, 401) << path;
    EXPECT_EQ(none->get_header_value("X-Error-Code"), "GatedRepo");
    EXPECT_EQ(none->get_header_value("X-Error-Message"),
              "Access to model Qwen/Qwen3-tiny is restricted. You must have access to it and be authenticated to "
              "access it. Please log in.");
    auto wrong = c.Get(path, {{"Authorization", "Bearer hf_other"}});
    ASSERT_TRUE(wrong);
    EXPECT_EQ(wrong->status, 403) << path;
    EXPECT_EQ(wrong->get_header_value("X-Error-Code"), "GatedRepo");
    EXPECT_NE(wrong->get_header_value("X-Error-Message").find("not in the authorized list"), std::string::npos);
    auto right = c.Get(path, {{"Authorization", "Bearer hf_opens"}});
    ASSERT_TRUE(right);
    EXPECT_TRUE(right->status == 200 || right->status == 302) << path << " " << right->status;
  }
  // Other repositories ask for nothing.
  auto open = c.Get("/openai-community/gpt2/resolve/main/config.json");
  ASSERT_TRUE(open);
  EXPECT_EQ(open->status, 200);
  EXPECT_THROW(HubServer([] {
                 HubOptions unknown = usual();
                 unknown.gated["nobody/nothing"] = "x";
                 return unknown;
               }()),
               std::runtime_error);
}

TEST_F(HubServerTest, CutAfterClosesTheFirstGetThenResumes) {
  HubOptions options = usual();
  options.faults.cut_after = 5000;
  HubServer hub(options);
  const std::string bytes = weights();
  const std::string path = weights_on_cdn(hub);
  auto cdn = client(hub.cdn());
  std::string got;
  auto first = get_into(cdn, path, got);
  EXPECT_FALSE(first);  // the connection closed before Content-Length bytes came
  EXPECT_EQ(got, bytes.substr(0, 5000));
  auto resumed = cdn.Get(path, {{"Range", "bytes=" + std::to_string(got.size()) + "-"}});
  ASSERT_TRUE(resumed);
  EXPECT_EQ(resumed->status, 206);
  EXPECT_EQ(got + resumed->body, bytes);
  auto again = cdn.Get(path);
  ASSERT_TRUE(again);
  EXPECT_EQ(again->body, bytes);
}

TEST_F(HubServerTest, CorruptChangesOneByteNotTheHeaders) {
  HubOptions options = usual();
  options.faults.corrupt = "model.safetensors";
  HubServer hub(options);
  const std::string bytes = weights();
  auto head = client(hub.endpoint()).Head(kWeights);
  ASSERT_TRUE(head);
  EXPECT_EQ(head->get_header_value("X-Linked-Etag"), quoted(sha256_of(bytes)));
  EXPECT_EQ(head->get_header_value("X-Linked-Size"), std::to_string(bytes.size()));
  auto get = client(hub.cdn()).Get(path_on(hub.cdn(), head->get_header_value("Location")));
  ASSERT_TRUE(get);
  EXPECT_EQ(get->status, 200);
  ASSERT_EQ(get->body.size(), bytes.size());
  std::vector<std::size_t> changed;
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (get->body[i] != bytes[i]) changed.push_back(i);
  }
  EXPECT_EQ(changed, std::vector<std::size_t>{bytes.size() / 2});
  EXPECT_EQ(get->get_header_value("ETag"), quoted(md5_of(bytes)));

  // A small file too, under its true git hash.
  options.faults.corrupt = "config.json";
  hub.set_faults(options.faults);
  const std::string config = read_bytes(kGpt2 + "/config.json");
  auto small = client(hub.endpoint()).Get("/openai-community/gpt2/resolve/main/config.json");
  ASSERT_TRUE(small);
  EXPECT_EQ(small->get_header_value("ETag"), quoted(git_blob_sha1(config)));
  ASSERT_EQ(small->body.size(), config.size());
  EXPECT_NE(small->body, config);
}

TEST_F(HubServerTest, Fail500AnswersTheFirstRequests) {
  HubOptions options = usual();
  options.faults.fail500 = 3;
  HubServer hub(options);
  auto c = client(hub.endpoint());
  auto cdn = client(hub.cdn());
  std::vector<int> statuses;
  for (int i = 0; i < 2; ++i) {
    auto res = c.Head("/openai-community/gpt2/resolve/main/config.json");
    ASSERT_TRUE(res);
    statuses.push_back(res->status);
  }
  auto from_cdn = cdn.Get("/cdn/0");
  ASSERT_TRUE(from_cdn);
  statuses.push_back(from_cdn->status);
  for (int i = 0; i < 2; ++i) {
    auto res = c.Get("/api/models/openai-community/gpt2");
    ASSERT_TRUE(res);
    statuses.push_back(res->status);
  }
  EXPECT_EQ(statuses, (std::vector<int>{500, 500, 500, 200, 200}));
  hub.set_faults(HubFaults{-1, "", 1, -1, false, false, 0});  // counted again from zero
  auto res = c.Get("/api/models/openai-community/gpt2");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 500);
}

TEST_F(HubServerTest, StallSendsNothingMoreUntilTheClientGoes) {
  HubOptions options = usual();
  options.faults.stall_after = 3000;
  HubServer hub(options);
  const std::string bytes = weights();
  const std::string path = weights_on_cdn(hub);
  {
    auto cdn = client(hub.cdn());
    cdn.set_read_timeout(1);
    std::string got;
    const auto start = Clock::now();
    auto res = get_into(cdn, path, got);
    EXPECT_FALSE(res);
    EXPECT_EQ(got, bytes.substr(0, 3000));
    EXPECT_GE(Clock::now() - start, std::chrono::milliseconds(900));  // waited for more, none came
  }
  // A client still waiting when the server stops is let go.
  std::atomic<std::size_t> received{0};
  std::atomic<bool> returned{false};
  std::thread waiting([&] {
    auto cdn = client(hub.cdn());
    cdn.set_read_timeout(30);
    cdn.Get(path, [&](const char*, std::size_t size) {
      received += size;
      return true;
    });
    returned = true;
  });
  const auto deadline = Clock::now() + std::chrono::seconds(10);
  while (received < 3000 && Clock::now() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  EXPECT_EQ(received.load(), 3000u);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_FALSE(returned.load());
  const auto stopping = Clock::now();
  hub.stop();
  waiting.join();
  EXPECT_LT(Clock::now() - stopping, std::chrono::seconds(5));
}

TEST_F(HubServerTest, RedirectLoopNeverEnds) {
  HubOptions options = usual();
  options.faults.redirect_loop = true;
  HubServer hub(options);
  auto c = client(hub.endpoint());
  const std::string resolve = kWeights;
  auto head = c.Head(resolve);
  ASSERT_TRUE(head);
  EXPECT_EQ(head->status, 302);
  EXPECT_EQ(head->get_header_value("X-Linked-Etag"), quoted(sha256_of(weights())));
  std::string path = resolve;
  for (int hop = 0; hop < 6; ++hop) {
    auto res = c.Get(path);
    ASSERT_TRUE(res);
    ASSERT_EQ(res->status, 302) << path;
    path = path_on(hub.endpoint(), res->get_header_value("Location"));
    EXPECT_EQ(path, hop % 2 == 0 ? "/loop" + resolve : resolve);
  }
  c.set_follow_location(true);
  auto followed = c.Get(resolve);
  EXPECT_FALSE(followed);
  EXPECT_EQ(followed.error(), httplib::Error::ExceedRedirectCount);
  // Small files are still answered.
  auto small = c.Get("/openai-community/gpt2/resolve/main/config.json");
  ASSERT_TRUE(small);
  EXPECT_EQ(small->status, 200);
}

TEST_F(HubServerTest, EvilNamesAreListedAndServed) {
  HubOptions options = usual();
  options.faults.evil_names = true;
  HubServer hub(options);
  auto c = client(hub.endpoint());
  auto res = c.Get("/api/models/openai-community/gpt2/revision/main?blobs=true");
  ASSERT_TRUE(res);
  const json body = json::parse(res->body);
  std::vector<std::string> names;
  for (const json& sibling : body["siblings"]) names.push_back(sibling["rfilename"]);
  EXPECT_NE(std::find(names.begin(), names.end(), "../evil.json"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "/tmp/absolute.json"), names.end());
  for (const std::string& path : {std::string("/openai-community/gpt2/resolve/main/../evil.json"),
                                  std::string("/openai-community/gpt2/resolve/main//tmp/absolute.json")}) {
    auto evil = c.Get(path);
    ASSERT_TRUE(evil);
    EXPECT_EQ(evil->status, 200) << path;
    EXPECT_EQ(evil->body, "{\"evil\": true}\n");
  }
}

TEST_F(HubServerTest, RateThrottlesCdnBodies) {
  HubOptions options = usual();
  options.faults.rate = 400000;
  HubServer hub(options);
  const std::string bytes = weights();  // 183 480 bytes
  const std::string path = weights_on_cdn(hub);
  const auto start = Clock::now();
  auto res = client(hub.cdn()).Get(path);
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  ASSERT_TRUE(res);
  EXPECT_EQ(res->body, bytes);
  // Pieces of rate/20 bytes, each due at (bytes before it)/rate: the last is due at
  // (size - rate/20)/rate.
  const double due = (static_cast<double>(bytes.size()) - 400000.0 / 20) / 400000.0;
  EXPECT_GE(seconds, due - 0.02);
  EXPECT_LT(seconds, due + 5.0);
}

TEST_F(HubServerTest, LogSaysWhereTheTokenWent) {
  HubOptions options = usual();
  options.gated["Qwen/Qwen3-tiny"] = "hf_opens";
  options.log_file = path("requests.jsonl");
  HubServer hub(options);
  const httplib::Headers token{{"Authorization", "Bearer hf_opens"}};
  auto c = client(hub.endpoint());
  auto head = c.Head("/Qwen/Qwen3-tiny/resolve/main/model-00002-of-00002.safetensors", token);
  ASSERT_TRUE(head);
  const std::string location = head->get_header_value("Location");
  auto get = client(hub.cdn()).Get(path_on(hub.cdn(), location), {{"Range", "bytes=0-"}});
  ASSERT_TRUE(get);
  EXPECT_EQ(get->status, 206);

  std::vector<json> lines;
  std::ifstream in(options.log_file);
  for (std::string line; std::getline(in, line);) lines.push_back(json::parse(line));
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0]["method"], "HEAD");
  EXPECT_EQ(lines[0]["port"], "endpoint");
  EXPECT_EQ(lines[0]["path"], "/Qwen/Qwen3-tiny/resolve/main/model-00002-of-00002.safetensors");
  EXPECT_EQ(lines[0]["has_authorization"], true);
  EXPECT_EQ(lines[0]["authorization"], "Bearer hf_opens");
  EXPECT_EQ(lines[0]["status"], 302);
  EXPECT_EQ(lines[1]["method"], "GET");
  EXPECT_EQ(lines[1]["port"], "cdn");
  EXPECT_EQ(lines[1]["has_authorization"], false);
  EXPECT_TRUE(lines[1]["authorization"].is_null());
  EXPECT_EQ(lines[1]["range"], "bytes=0-");
  EXPECT_EQ(lines[1]["query"], location.substr(location.find('?') + 1));
  EXPECT_EQ(lines[1]["status"], 206);
  EXPECT_EQ(hub.requests().size(), 2u);
}

TEST_F(HubServerTest, LogKeepsEveryRequestOfManyThreads) {
  HubOptions options = usual();
  options.log_file = path("requests.jsonl");
  HubServer hub(options);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&hub] {
      auto c = client(hub.endpoint());
      for (int i = 0; i < 10; ++i) c.Head("/openai-community/gpt2/resolve/main/config.json");
    });
  }
  for (std::thread& t : threads) t.join();
  std::ifstream in(options.log_file);
  int count = 0;
  for (std::string line; std::getline(in, line); ++count) {
    EXPECT_EQ(json::parse(line)["status"], 200);
  }
  EXPECT_EQ(count, 40);
  EXPECT_EQ(hub.requests().size(), 40u);
}

// The program as the shell tests start it: the port file, nothing on stdout, SIGTERM.
class HubProgramTest : public TempDirTest {
 protected:
  // Starts hub-test-server with `args`, its stdout and stderr into files of the folder.
  pid_t start(std::vector<std::string> args) {
    args.insert(args.begin(), HUB_TEST_SERVER_EXE);
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 1, path("stdout").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&files, 2, path("stderr").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    std::vector<char*> argv;
    for (std::string& arg : args) argv.push_back(arg.data());
    argv.push_back(nullptr);
    pid_t pid = -1;
    EXPECT_EQ(posix_spawn(&pid, argv[0], &files, nullptr, argv.data(), environ), 0);
    posix_spawn_file_actions_destroy(&files);
    return pid;
  }
  static int exit_status(pid_t pid) {
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  }
};

TEST_F(HubProgramTest, ServesUntilSigterm) {
  const pid_t pid = start({"--repo", "openai-community/gpt2=" + kGpt2, "--repo", "openai-community/gpt2@v1=" + kGpt2Bf16,
                           "--gated=openai-community/gpt2=hf_opens", "--cut-after", "10", "--log", path("log.jsonl"),
                           "--port-file", path("port")});
  ASSERT_GT(pid, 0);
  const auto deadline = Clock::now() + std::chrono::seconds(20);
  while (!fs::exists(path("port")) && Clock::now() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  const std::string endpoint = read(path("port"));
  ASSERT_EQ(endpoint.rfind("http://127.0.0.1:", 0), 0u) << endpoint;
  ASSERT_EQ(endpoint.back(), '\n');
  auto c = httplib::Client(endpoint.substr(0, endpoint.size() - 1));
  auto res = c.Get("/api/models/openai-community/gpt2/revision/v1", {{"Authorization", "Bearer hf_opens"}});
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  auto gated = c.Get("/api/models/openai-community/gpt2/revision/v1");
  ASSERT_TRUE(gated);
  EXPECT_EQ(gated->status, 401);
  kill(pid, SIGTERM);
  EXPECT_EQ(exit_status(pid), 0);
  EXPECT_EQ(read(path("stdout")), "");
  EXPECT_EQ(read(path("stderr")), "");
  std::ifstream log(path("log.jsonl"));
  int lines = 0;
  for (std::string line; std::getline(log, line);) ++lines;
  EXPECT_EQ(lines, 2);
}

TEST_F(HubProgramTest, BadFlagsSaySo) {
  EXPECT_EQ(exit_status(start({"--repo", "gpt2"})), 2);
  EXPECT_NE(read(path("stderr")).find("--repo takes ID=VALUE"), std::string::npos) << read(path("stderr"));
  EXPECT_EQ(exit_status(start({"--repo", "gpt2=" + kGpt2, "--rate", "fast"})), 2);
  EXPECT_NE(read(path("stderr")).find("--rate takes a number"), std::string::npos);
  EXPECT_EQ(exit_status(start({"--repo", "gpt2=" + kGpt2, "--colour"})), 2);
  EXPECT_NE(read(path("stderr")).find("unknown flag '--colour'"), std::string::npos);
  EXPECT_EQ(exit_status(start({"--repo", "gpt2=" + path("no-such-folder")})), 1);
  EXPECT_NE(read(path("stderr")).find("no-such-folder"), std::string::npos);
  EXPECT_EQ(read(path("stdout")), "");
}

}  // namespace
}  // namespace attn::testing
