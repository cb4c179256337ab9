// The models already on this computer in the Hugging Face cache, the folder Python's
// huggingface_hub (and transformers, huggingface-cli) downloads into and shares:
//
//   CACHE/models--ORG--NAME/refs/main            the commit "main" points at (40 hex digits)
//   CACHE/models--ORG--NAME/snapshots/COMMIT/…   the repository's files at that commit:
//                                                 relative links into ../../blobs, or copies
//   CACHE/models--ORG--NAME/blobs/HASH           the files' contents; HASH.incomplete while
//                                                 a download runs
//
// A snapshot folder is a model folder as model_folder.hpp opens it. This file finds them,
// lists them and names a model by its repository ("HuggingFaceTB/SmolLM2-135M"). It only
// reads: it never downloads, writes or tidies the cache.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace attn::io {

// $HF_HUB_CACHE, else $HUGGINGFACE_HUB_CACHE (its older name), else $HF_HOME/hub, else
// $XDG_CACHE_HOME/huggingface/hub, else HOME/.cache/huggingface/hub (HOME the user's
// profile folder on Windows), as huggingface_hub finds it. "" when there is no home.
std::string hub_cache_directory();

// $HF_HOME, else $XDG_CACHE_HOME/huggingface, else HOME/.cache/huggingface: where
// huggingface_hub keeps its cache (hub/) and the token file (token). "" when there is no home.
std::string hf_home_directory();

// An environment variable naming a file or folder, "~/" expanded as Python does; "" when
// unset or empty.
std::string environment_file_path(const char* name);

// A Hub repository's id: "gpt2" or "HuggingFaceTB/SmolLM2-135M": one or two names of
// letters, digits, '-', '_' and '.', not starting or ending with '-' or '.', no "--" or
// "..", 96 characters at most.
bool is_repo_id(const std::string& text);

// A revision's or a file's name in a repository as a relative path: "main", "refs/pr/1",
// "onnx/model.onnx"; nothing that climbs out (".."), starts at a root ("/x", "C:x") or
// holds a backslash.
bool is_safe_relative_path(const std::string& name);

// CACHE/models--ORG--NAME, whether it exists or not.
std::string repo_folder(const std::string& cache, const std::string& repo);

// The snapshot folder of `revision` (a branch or tag under refs/, or a commit hash) of
// `repo` in the cache, or "" when the cache does not hold it.
std::string cached_snapshot(const std::string& cache, const std::string& repo, const std::string& revision = "main");

// "ORG/NAME" when `folder` is a snapshot of the cache (…/models--ORG--NAME/snapshots/C),
// else "".
std::string repo_of_snapshot(const std::string& folder);

struct CachedModel {
  std::string repo;                    // "HuggingFaceTB/SmolLM2-135M"
  std::vector<std::string> revisions;  // the refs pointing at it ("main"); none for an old commit
  std::string commit;                  // the snapshot folder's name
  std::string path;                    // the snapshot folder
  std::uint64_t bytes = 0;             // its files' sizes, following the links
  std::string family;                  // "Llama", from config.json's model_type; "" when unknown
  bool openable = false;               // the family's files are all there
  std::string missing;                 // when not openable, why: "no config.json", …
};

// Every snapshot of every model in the cache, by repository (the one main points at first).
// A cache folder that does not exist holds nothing; one that cannot be read throws
// std::runtime_error naming it.
std::vector<CachedModel> list_cached_models(const std::string& cache);

// "ORG/NAME" or "ORG/NAME@REVISION" when `text` names no existing folder (a relative one
// under `base_dir`) and is shaped like a repository with its organisation; "" otherwise.
std::string repo_reference(const std::string& text, const std::string& base_dir);

// Thrown when a repository named as a model is not in the cache; `reference` is
// "ORG/NAME[@REVISION]", for an offer to download it.
class NotInCache : public std::runtime_error {
 public:
  NotInCache(std::string ref, const std::string& message) : std::runtime_error(message), reference(std::move(ref)) {}
  std::string reference;
};

// What a model named on the command line, in a case or in a lesson is: an existing folder
// (a relative one under `base_dir`) stays that folder; "ORG/NAME" or "ORG/NAME@REVISION"
// found in the cache of hub_cache_directory() is its snapshot folder. Anything else that
// is not shaped like a repository is given back as a path (the folder reader then says
// what is wrong); "ORG/NAME" not in the cache throws NotInCache saying how to get it.
std::string resolve_model_reference(const std::string& text, const std::string& base_dir);

}  // namespace attn::io
