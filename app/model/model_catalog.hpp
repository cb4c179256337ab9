// The models offered first in File ▸ Get a model… and in the Model view while no model is
// open: a short list chosen for teaching, kept as data in the shipped file
// models/get-a-model.json (assets/models/ in the source tree), not in code:
//
//   {"version": 1, "about": "…",
//    "models": [{"name": "SmolLM2-135M", "repo": "HuggingFaceTB/SmolLM2-135M",
//                "revision": "refs/pr/1",   (optional: where the safetensors are, when not main)
//                "family": "Llama", "bytes": 273000000, "licence": "Apache-2.0",
//                "shows": {"en": "Grouped-query attention …", "zh-CN": "分组查询注意力……"}}, …]}
//
// `shows` may be one string or its text in each language, as a lesson's notes are
// (lesson_text.hpp): the window shows it in the interface's language.
// `bytes` is about what the download fetches (the weights, config and tokenizer files); the
// Hub's file list gives the exact figure once a download starts. Reading only: nothing here
// downloads (io/hf_download.hpp) or draws (panels/get_model_panel.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/lesson_text.hpp"

namespace attn::app {

struct CatalogModel {
  std::string name;      // "SmolLM2-135M", as the list shows it
  std::string repo;      // "HuggingFaceTB/SmolLM2-135M" (io::is_repo_id)
  std::string revision;  // "" for main
  std::string family;    // "Llama", as the family table names it
  std::uint64_t bytes = 0;
  std::string licence;
  LessonText shows;      // one line: what it shows in the program

  // "ORG/NAME" or "ORG/NAME@REVISION", as the window's field and --model take it.
  std::string reference() const { return revision.empty() ? repo : repo + "@" + revision; }
};

struct ModelCatalog {
  std::string about;  // where the figures come from
  std::vector<CatalogModel> models;
};

// Parses the file's text. Throws std::runtime_error naming `what` (the file), the entry
// ("models[3]") and the field: not JSON, a newer version, a repository id that is not one,
// a size of 0, a field missing or of the wrong type, the same repository twice.
ModelCatalog parse_model_catalog(const std::string& text, const std::string& what);

// Reads and parses `path` (read_file's errors name it).
ModelCatalog load_model_catalog(const std::string& path);

// The shipped list: shipped_data_dir()/models/get-a-model.json; "" when there is none.
std::string shipped_catalog_path();

}  // namespace attn::app
