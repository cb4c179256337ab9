// The GGUF files the programs that run models locally keep, found where they keep them:
//
//   Ollama     $OLLAMA_MODELS, else ~/.ollama/models: manifests/REGISTRY/NAMESPACE/MODEL/TAG,
//              each a JSON manifest whose layer of mediaType
//              "application/vnd.ollama.image.model" names the weights by digest
//              ("sha256:HEX"), kept as blobs/sha256-HEX (a GGUF file with no .gguf name)
//   LM Studio  ~/.lmstudio/models (and the older ~/.cache/lm-studio/models):
//              PUBLISHER/REPOSITORY/FILE.gguf
//
// Only file names and sizes are read here (a listing stays quick however many models there
// are); a file is read when it is opened (gguf_model.hpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace attn::io {

struct LocalModel {
  std::string name;     // "llama3.2:1b" (Ollama), "lmstudio-community/…/x.Q4_K_M.gguf" (LM Studio)
  std::string path;     // the GGUF file (an Ollama blob)
  std::uint64_t bytes = 0;
  bool openable = false;
  std::string missing;  // when not openable, why (the blob a manifest names is missing)
};

// $OLLAMA_MODELS, else ~/.ollama/models ("" with no home folder).
std::string ollama_models_directory();
// ~/.lmstudio/models, else ~/.cache/lm-studio/models when only that one exists ("" with no
// home folder).
std::string lmstudio_models_directory();

// Every model of an Ollama store, by name ("library" models by MODEL:TAG, others by
// NAMESPACE/MODEL:TAG, another registry's with its host first). A store that does not
// exist holds nothing; a manifest that is not JSON or names no model layer is left out.
std::vector<LocalModel> list_ollama_models(const std::string& store);

// Every .gguf file under an LM Studio folder (three levels down at most), a split set by
// its first part, an mmproj (a vision projector, no model of its own) left out.
std::vector<LocalModel> list_lmstudio_models(const std::string& folder);

// The weights' file of an Ollama model named as `ollama list` names it ("llama3.2:1b",
// "llama3.2" for its latest tag, "NAMESPACE/MODEL:TAG"), or "" when the store has no such
// model.
std::string ollama_model_path(const std::string& store, const std::string& name);

}  // namespace attn::io
