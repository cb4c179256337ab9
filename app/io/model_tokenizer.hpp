// A model folder's tokenizer: which of its family's sets of files the folder has, and the
// tokenizer each family reads from them. The family table (model_families.hpp) names a
// family's sets and its opener; this file knows the kinds of tokenizer, not the families.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "io/tokenizer.hpp"

namespace attn::io {

// The tokenizer from the set of files chosen, in `folder`.
using TokenizerOpener = std::shared_ptr<const Tokenizer> (*)(const std::filesystem::path& folder,
                                                             const std::vector<std::string>& files);

struct TokenizerFiles {
  // Sets of files, the first the folder has whole is read: {{"tokenizer.json"},
  // {"vocab.json", "merges.txt"}}.
  std::vector<std::vector<std::string>> choices;
  std::string holds;  // what such a folder holds, for the message when no set is whole
  TokenizerOpener open = nullptr;
};

// The first of t's sets the folder has whole. Throws std::runtime_error naming the first
// file of the first set that is missing and what a `family` folder holds.
std::vector<std::string> choose_tokenizer_files(const std::filesystem::path& folder, const TokenizerFiles& t,
                                                const std::string& family);

// The openers, by the files they read.
// tokenizer.json (Hugging Face's), or GPT-2's vocab.json and merges.txt.
std::shared_ptr<const Tokenizer> open_bpe_tokenizer(const std::filesystem::path& folder,
                                                    const std::vector<std::string>& files);
// BERT's WordPiece: vocab.txt (with tokenizer_config.json when there is one), or a
// WordPiece tokenizer.json.
std::shared_ptr<const Tokenizer> open_wordpiece_tokenizer(const std::filesystem::path& folder,
                                                          const std::vector<std::string>& files);
// T5's SentencePiece model, spiece.model.
std::shared_ptr<const Tokenizer> open_t5_tokenizer(const std::filesystem::path& folder,
                                                   const std::vector<std::string>& files);
// Marian's source.spm and target.spm with their shared vocab.json.
std::shared_ptr<const Tokenizer> open_marian_tokenizer(const std::filesystem::path& folder,
                                                       const std::vector<std::string>& files);
// BART's byte-level BPE, vocab.json and merges.txt, with its own special tokens.
std::shared_ptr<const Tokenizer> open_bart_tokenizer(const std::filesystem::path& folder,
                                                     const std::vector<std::string>& files);

}  // namespace attn::io
