// io/sentencepiece_tokenizer.hpp where the SentencePiece library is not built (Windows):
// T5's and Marian's folders are refused by name, everything else opens as on Linux.
#include <stdexcept>

#include "io/sentencepiece_tokenizer.hpp"

namespace attn::io {
namespace {

[[noreturn]] void refuse(const std::string& what) {
  throw std::runtime_error("'" + what + "' is a SentencePiece model (T5, Marian): this build of the "
                           "program has no SentencePiece; the Linux build opens it");
}

}  // namespace

SentencePieceTokenizer SentencePieceTokenizer::open_t5(const std::string& model_path) { refuse(model_path); }

SentencePieceTokenizer SentencePieceTokenizer::open_marian(const std::string& source_path, const std::string&,
                                                           const std::string&) {
  refuse(source_path);
}

SentencePieceTokenizer SentencePieceTokenizer::from_marian_text(const std::string& source_path,
                                                                const std::string&, const std::string&,
                                                                const std::string&) {
  refuse(source_path);
}

std::unordered_map<std::string, int> SentencePieceTokenizer::parse_marian_vocab(const std::string&,
                                                                                const std::string& what) {
  refuse(what);
}

// No tokenizer of this kind can be made here, so these are never reached.
std::vector<int> SentencePieceTokenizer::encode(const std::string&) const { return {}; }
std::vector<int> SentencePieceTokenizer::encode_target(const std::string&) const { return {}; }
std::string SentencePieceTokenizer::decode(const std::vector<int>&) const { return ""; }
std::string SentencePieceTokenizer::text(int) const { return ""; }
std::string SentencePieceTokenizer::display(int) const { return ""; }
int SentencePieceTokenizer::size() const { return 0; }
int SentencePieceTokenizer::id_of(const std::string&) const { return -1; }

}  // namespace attn::io
