#include "io/model_tokenizer.hpp"

#include <algorithm>
#include <stdexcept>

#include "io/atomic_file.hpp"
#include "io/gpt2_tokenizer.hpp"
#include "io/hf_tokenizer.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "io/sentencepiece_tokenizer.hpp"
#include "io/wordpiece_tokenizer.hpp"

namespace attn::io {
namespace {

namespace fs = std::filesystem;

std::string path_of(const fs::path& folder, const std::string& file) {
  return platform::from_path(folder / platform::to_path(file));
}

bool is_file(const fs::path& folder, const std::string& file) {
  std::error_code ec;
  return fs::is_regular_file(folder / platform::to_path(file), ec);
}

}  // namespace

std::vector<std::string> choose_tokenizer_files(const fs::path& folder, const TokenizerFiles& t,
                                                const std::string& family) {
  for (const std::vector<std::string>& files : t.choices) {
    if (std::all_of(files.begin(), files.end(), [&](const std::string& f) { return is_file(folder, f); })) return files;
  }
  const std::vector<std::string>& first = t.choices.front();
  const auto missing = std::find_if(first.begin(), first.end(), [&](const std::string& f) { return !is_file(folder, f); });
  const std::string& file = missing != first.end() ? *missing : first.front();
  throw std::runtime_error(fmt(tr("'{0}' is missing; a {1} folder holds {2}"), path_of(folder, file), family, tr(t.holds.c_str())));
}

std::shared_ptr<const Tokenizer> open_bpe_tokenizer(const fs::path& folder, const std::vector<std::string>& files) {
  if (files.front() == "tokenizer.json") return std::make_shared<HfTokenizer>(HfTokenizer::open(path_of(folder, "tokenizer.json")));
  return std::make_shared<Gpt2Tokenizer>(Gpt2Tokenizer::open(path_of(folder, "vocab.json"), path_of(folder, "merges.txt")));
}

std::shared_ptr<const Tokenizer> open_wordpiece_tokenizer(const fs::path& folder, const std::vector<std::string>& files) {
  if (files.front() == "vocab.txt") {
    return std::make_shared<WordPieceTokenizer>(
        WordPieceTokenizer::open_vocab(path_of(folder, "vocab.txt"), path_of(folder, "tokenizer_config.json")));
  }
  const std::string tokenizer_json = path_of(folder, "tokenizer.json");
  return std::make_shared<WordPieceTokenizer>(
      WordPieceTokenizer::from_json_text(read_file(tokenizer_json, std::size_t{256} << 20), tokenizer_json));
}

std::shared_ptr<const Tokenizer> open_t5_tokenizer(const fs::path& folder, const std::vector<std::string>&) {
  return std::make_shared<SentencePieceTokenizer>(SentencePieceTokenizer::open_t5(path_of(folder, "spiece.model")));
}

std::shared_ptr<const Tokenizer> open_marian_tokenizer(const fs::path& folder, const std::vector<std::string>&) {
  return std::make_shared<SentencePieceTokenizer>(SentencePieceTokenizer::open_marian(
      path_of(folder, "source.spm"), path_of(folder, "target.spm"), path_of(folder, "vocab.json")));
}

std::shared_ptr<const Tokenizer> open_bart_tokenizer(const fs::path& folder, const std::vector<std::string>&) {
  return std::make_shared<Gpt2Tokenizer>(Gpt2Tokenizer::open_bart(path_of(folder, "vocab.json"), path_of(folder, "merges.txt")));
}

}  // namespace attn::io
