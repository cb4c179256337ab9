// The parts of a tokenizer.json around its model, as Hugging Face's `tokenizers` applies
// them: normalizers, pre-tokenizers, post-processors (as templates of ids) and decoders,
// and the pieces a text is cut into on its way to ids. What each kind does is said in
// hf_tokenizer.hpp; their readers are in hf_component_readers.cpp, their application in
// hf_components.cpp.
//
// Not here: the BPE model (hf_bpe.hpp), added tokens, truncation and padding, and how the
// steps follow each other (hf_tokenizer.cpp).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "io/hf_json.hpp"
#include "io/hf_pattern.hpp"

namespace attn::io::hf {

// A stretch of the text on its way to ids: an added token already (id ≥ 0), or text still
// to cut, with whether it begins at the first character of the typed text (all that
// Metaspace's prepend_scheme "first" needs of Hugging Face's offsets).
struct Piece {
  std::string text;
  bool at_start = false;
  int id = -1;
};

struct Normalizer {
  enum class Kind { Nfc, Nfd, Nfkc, Nfkd, Replace, Prepend, Lowercase, Strip, StripAccents };
  Kind kind = Kind::Nfc;
  std::shared_ptr<const Regex> pattern;  // Replace
  std::string content;                   // Replace, Prepend
  bool left = false;                     // Strip
  bool right = false;

  // Changes `s` (valid UTF-8) as Hugging Face's normalizer of this kind does.
  void apply(std::string& s) const;
};

enum class PrependScheme { Always, First, Never };

struct PreTokenizer {
  enum class Kind { Split, ByteLevel, Metaspace };
  Kind kind = Kind::Split;
  std::shared_ptr<const Regex> pattern;  // Split; ByteLevel's GPT-2 pattern; Metaspace's replacement
  Behavior behavior = Behavior::Isolated;
  bool invert = false;
  bool add_prefix_space = false;  // ByteLevel
  bool use_regex = true;          // ByteLevel
  std::string replacement;        // Metaspace
  PrependScheme prepend = PrependScheme::Always;
  bool split = true;  // Metaspace
};

struct Decoder {
  enum class Kind { ByteLevel, Metaspace, Replace, ByteFallback, Fuse, Strip };
  Kind kind = Kind::Fuse;
  std::shared_ptr<const Regex> pattern;  // Replace
  std::string content;                   // Replace's content; Metaspace's and Strip's character
  PrependScheme prepend = PrependScheme::Always;
  std::size_t start = 0;  // Strip
  std::size_t stop = 0;
};

// A post-processor for a single text: the ids to put around the text's, kSequenceA where
// the text's go. Post-processors apply in order, each to the last one's ids.
constexpr int kSequenceA = -1;
using Template = std::vector<int>;

// The pre-tokenizers in turn on `pieces` (added tokens, id ≥ 0, pass through whole).
void pre_tokenize(const std::vector<PreTokenizer>& pre_tokenizers, std::vector<Piece>& pieces);

// Decoder::decode_chain: `tokens` through the decoders in turn, joined.
std::string decode_chain(const std::vector<Decoder>& decoders, std::vector<std::string> tokens);

// What one vocabulary token alone stands for: through the decoders, on its own (a
// Metaspace '▁' is a space, a <0xNN> token its byte, nothing stripped), bytes kept as
// they are.
std::string decode_alone(const std::vector<Decoder>& decoders, std::string token);

// The readers, each of the part at `where` of the file ("normalizer",
// "decoder.decoders[1]"), appending to `out` (a Sequence appends each of its parts, at most
// kMaxNesting deep). Null parts add nothing. Throw Invalid naming `where` and the problem.
void read_normalizer(const json& part, const std::string& where, std::vector<Normalizer>& out, int depth = 0);
void read_pre_tokenizer(const json& part, const std::string& where, std::vector<PreTokenizer>& out, int depth = 0);
void read_decoder(const json& part, const std::string& where, std::vector<Decoder>& out, int depth = 0);
// TemplateProcessing, RobertaProcessing, BertProcessing, ByteLevel (which adds nothing)
// and Sequence; each special token's id must be one `is_known` knows.
void read_post_processor(const json& part, const std::string& where, const std::function<bool(int)>& is_known,
                         std::vector<Template>& out, int depth = 0);

}  // namespace attn::io::hf
