// The GGUF files of Ollama's store and LM Studio's folder (app/io/local_models.hpp), laid
// out in a scratch folder as those programs lay them out: listed by the names their own
// lists give, a manifest naming a missing blob greyed with the reason, and a blob (a GGUF
// file named by its hash) opening as a model by its contents.
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

#include "io/dir_listing.hpp"
#include "io/gguf.hpp"
#include "io/hf_cache.hpp"
#include "io/local_models.hpp"
#include "io/model_folder.hpp"
#include "temp_dir.hpp"

namespace attn {
namespace {

namespace fs = std::filesystem;

const std::string kModel = std::string(ATTN_TEST_DATA_DIR) + "/gguf/llama-d256-q8_0.gguf";
const std::string kHash(64, 'a');
const std::string kMissingHash(64, 'b');

std::string manifest(const std::string& hash) {
  return R"({"schemaVersion": 2, "mediaType": "application/vnd.docker.distribution.manifest.v2+json",
  "config": {"mediaType": "application/vnd.docker.container.image.v1+json", "digest": "sha256:)" +
         std::string(64, 'c') + R"(", "size": 485},
  "layers": [{"mediaType": "application/vnd.ollama.image.model", "digest": "sha256:)" + hash +
         R"(", "size": 1131968},
             {"mediaType": "application/vnd.ollama.image.template", "digest": "sha256:)" + std::string(64, 'd') +
         R"(", "size": 1429}]})";
}

class LocalModels : public attn::testing::TempDirTest {
 protected:
  // An Ollama store: two library models (one blob missing), one of a user's namespace, one
  // of another registry, and a manifest that is not JSON.
  std::string ollama_store() {
    const fs::path store = fs::path(path("ollama"));
    const fs::path manifests = store / "manifests";
    fs::create_directories(manifests / "registry.ollama.ai/library/tiny");
    fs::create_directories(manifests / "registry.ollama.ai/library/gone");
    fs::create_directories(manifests / "registry.ollama.ai/someone/mine");
    fs::create_directories(manifests / "hf.co/org/repo");
    fs::create_directories(store / "blobs");
    fs::copy_file(kModel, store / "blobs" / ("sha256-" + kHash));
    write("ollama/manifests/registry.ollama.ai/library/tiny/latest", manifest(kHash));
    write("ollama/manifests/registry.ollama.ai/library/tiny/q8", manifest(kHash));
    write("ollama/manifests/registry.ollama.ai/library/gone/1b", manifest(kMissingHash));
    write("ollama/manifests/registry.ollama.ai/someone/mine/v1", manifest(kHash));
    write("ollama/manifests/hf.co/org/repo/Q8_0", manifest(kHash));
    write("ollama/manifests/registry.ollama.ai/library/tiny/broken", "{not json");
    return store.string();
  }
};

TEST_F(LocalModels, OllamasModelsByTheNamesItsListGives) {
  const std::string store = ollama_store();
  const std::vector<io::LocalModel> models = io::list_ollama_models(store);
  std::vector<std::string> names;
  for (const io::LocalModel& m : models) names.push_back(m.name);
  EXPECT_EQ(names, (std::vector<std::string>{"hf.co/org/repo:Q8_0", "gone:1b", "tiny:latest", "tiny:q8", "someone/mine:v1"}));
  for (const io::LocalModel& m : models) {
    SCOPED_TRACE(m.name);
    if (m.name == "gone:1b") {
      EXPECT_FALSE(m.openable);
      EXPECT_NE(m.missing.find("sha256-" + kMissingHash), std::string::npos) << m.missing;
    } else {
      EXPECT_TRUE(m.openable);
      EXPECT_EQ(m.bytes, fs::file_size(kModel));
      EXPECT_EQ(m.path, (fs::path(store) / "blobs" / ("sha256-" + kHash)).string());
    }
  }
  EXPECT_EQ(io::ollama_model_path(store, "tiny"), models[2].path);  // the latest tag
  EXPECT_EQ(io::ollama_model_path(store, "tiny:q8"), models[3].path);
  EXPECT_EQ(io::ollama_model_path(store, "gone:1b"), "");
  EXPECT_EQ(io::ollama_model_path(store, "nothing"), "");
  EXPECT_TRUE(io::list_ollama_models(path("no-such-store")).empty());
}

// A blob has no .gguf name: it opens by its first bytes, named as the file names itself.
TEST_F(LocalModels, ABlobOpensAsTheModelItHolds) {
  const std::string store = ollama_store();
  const std::string blob = io::ollama_model_path(store, "tiny:latest");
  EXPECT_FALSE(io::is_gguf_path(blob));
  EXPECT_TRUE(io::starts_as_gguf(blob));
  EXPECT_FALSE(io::starts_as_gguf(path("ollama/manifests/registry.ollama.ai/library/tiny/latest")));
  const io::ModelFolder m = io::open_model_folder(blob);
  EXPECT_EQ(m.name, "llama-d256");
  EXPECT_EQ(m.dtype, "Q8_0");
  EXPECT_EQ(m.weights.arch.layers, 2);
}

// ollama:NAME as --model and compute take it, through $OLLAMA_MODELS.
TEST_F(LocalModels, OllamaNamesResolveThroughTheStoreTheEnvironmentNames) {
  const std::string store = ollama_store();
  const char* before = std::getenv("OLLAMA_MODELS");
  const std::string saved = before != nullptr ? before : "";
  ::setenv("OLLAMA_MODELS", store.c_str(), 1);
  EXPECT_EQ(io::ollama_models_directory(), store);
  EXPECT_EQ(io::resolve_model_reference("ollama:tiny:q8", ""), io::ollama_model_path(store, "tiny:q8"));
  try {
    io::resolve_model_reference("ollama:gone:1b", "");
    ADD_FAILURE() << "resolved";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("ollama:gone:1b"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find(store), std::string::npos) << e.what();
  }
  if (before != nullptr) {
    ::setenv("OLLAMA_MODELS", saved.c_str(), 1);
  } else {
    ::unsetenv("OLLAMA_MODELS");
  }
}

TEST_F(LocalModels, LmStudiosFilesWithoutProjectorsOrLaterParts) {
  const fs::path root = fs::path(path("lmstudio"));
  fs::create_directories(root / "lmstudio-community/Tiny-GGUF");
  fs::create_directories(root / "someone/Big-GGUF");
  fs::copy_file(kModel, root / "lmstudio-community/Tiny-GGUF/Tiny-Q8_0.gguf");
  write("lmstudio/lmstudio-community/Tiny-GGUF/mmproj-Tiny-F16.gguf", "GGUF");
  write("lmstudio/someone/Big-GGUF/Big-Q4_K_M-00001-of-00002.gguf", "GGUF");
  write("lmstudio/someone/Big-GGUF/Big-Q4_K_M-00002-of-00002.gguf", "GGUF");
  write("lmstudio/someone/Big-GGUF/README.md", "#");
  std::vector<std::string> names;
  for (const io::LocalModel& m : io::list_lmstudio_models(root.string())) names.push_back(m.name);
  EXPECT_EQ(names, (std::vector<std::string>{"lmstudio-community/Tiny-GGUF/Tiny-Q8_0.gguf",
                                             "someone/Big-GGUF/Big-Q4_K_M-00001-of-00002.gguf"}));
  EXPECT_TRUE(io::list_lmstudio_models(path("none")).empty());
}

// The model browser lists .gguf files beside the folders; the lesson browser does not.
TEST_F(LocalModels, TheModelBrowserShowsGgufFiles) {
  write("x.gguf", "GGUF");
  write("lesson.json", "{}");
  write("notes.txt", "");
  const auto names = [](const io::DirListing& l) {
    std::vector<std::string> out;
    for (const io::DirEntry& e : l.entries) out.push_back(e.name);
    return out;
  };
  EXPECT_EQ(names(io::list_directory(path(""), false, true)), (std::vector<std::string>{"lesson.json", "x.gguf"}));
  EXPECT_EQ(names(io::list_directory(path(""), false)), (std::vector<std::string>{"lesson.json"}));
}

}  // namespace
}  // namespace attn
