// The readers of a tokenizer.json's normalizer, pre-tokenizer, post-processor and decoder
// (hf_components.hpp): each part's fields through io::JsonFields (hf_json.hpp), a kind not
// supported refused with the kinds that are, patterns compiled as they are read.
//
// What the parts do when applied is hf_components.cpp's.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "io/hf_components.hpp"
#include "io/i18n.hpp"
#include "io/utf8.hpp"

namespace attn::io::hf {
namespace {

// A pattern object: {"String": "..."} or {"Regex": "..."}.
std::shared_ptr<const Regex> read_pattern(const JsonFields& part, const std::string& where) {
  const json* pattern = part.find("pattern");
  if (pattern == nullptr || !pattern->is_object()) part.fail("pattern", tr("must be {\"String\": ...} or {\"Regex\": ...}"));
  const JsonFields kinds = fields(*pattern, where + ".pattern");
  if (kinds.has("String")) return std::make_shared<const Regex>(kinds.text("String"), true);
  if (kinds.has("Regex")) {
    const std::string source = kinds.text("Regex");
    try {
      return std::make_shared<const Regex>(source, false);
    } catch (const Invalid& e) {
      throw Invalid(where + ": " + e.what());
    }
  }
  part.fail("pattern", tr("must be {\"String\": ...} or {\"Regex\": ...}"));
}

// One character, as Hugging Face's `char` fields are.
std::string read_char(const JsonFields& part, const std::string& key) {
  const std::string s = part.text(key);
  if (s.empty() || utf8_length(s, 0) != s.size()) part.fail(key, fmt(tr("must be one character, got '{0}'"), s));
  return s;
}

PrependScheme read_prepend_scheme(const JsonFields& part) {
  if (part.has("prepend_scheme")) {
    const std::string s = part.choice("prepend_scheme", "", {"always", "first", "never"});
    return s == "always" ? PrependScheme::Always : s == "first" ? PrependScheme::First : PrependScheme::Never;
  }
  // Files from before prepend_scheme: add_prefix_space false meant never.
  return part.flag("add_prefix_space", true) ? PrependScheme::Always : PrependScheme::Never;
}

// The list `key` of a Sequence, each part read by `read` at "where.key[i]".
template <typename Read>
void read_sequence(const JsonFields& part, const std::string& where, const std::string& key, Read read) {
  const json* list = part.find(key);
  if (list == nullptr || !list->is_array()) part.fail(key, tr("must be a list"));
  for (std::size_t i = 0; i < list->size(); ++i) read((*list)[i], where + "." + key + "[" + std::to_string(i) + "]");
}

const std::shared_ptr<const Regex>& gpt2_pattern() {
  static const std::shared_ptr<const Regex> re = std::make_shared<const Regex>(
      R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)", false);
  return re;
}

const std::shared_ptr<const Regex>& numeric_pattern() {
  static const std::shared_ptr<const Regex> re = std::make_shared<const Regex>(R"(\p{N})", false);
  return re;
}

}  // namespace

void read_normalizer(const json& part, const std::string& where, std::vector<Normalizer>& out, int depth) {
  check_nesting(depth, where);
  if (part.is_null()) return;
  const std::string type = type_of(part, where);
  const JsonFields f = fields(part, where);
  Normalizer n;
  if (type == "Sequence") {
    read_sequence(f, where, "normalizers", [&](const json& p, const std::string& at) { read_normalizer(p, at, out, depth + 1); });
    return;
  }
  if (type == "NFC") {
    n.kind = Normalizer::Kind::Nfc;
  } else if (type == "NFD") {
    n.kind = Normalizer::Kind::Nfd;
  } else if (type == "NFKC") {
    n.kind = Normalizer::Kind::Nfkc;
  } else if (type == "NFKD") {
    n.kind = Normalizer::Kind::Nfkd;
  } else if (type == "Replace") {
    n.kind = Normalizer::Kind::Replace;
    n.pattern = read_pattern(f, where);
    n.content = f.text("content");
  } else if (type == "Prepend") {
    n.kind = Normalizer::Kind::Prepend;
    n.content = f.text("prepend");
  } else if (type == "Lowercase") {
    n.kind = Normalizer::Kind::Lowercase;
  } else if (type == "Strip") {
    n.kind = Normalizer::Kind::Strip;
    n.left = f.flag("strip_left", false);
    n.right = f.flag("strip_right", false);
  } else if (type == "StripAccents") {
    n.kind = Normalizer::Kind::StripAccents;
  } else {
    throw Invalid(fmt(tr("{0}: the normalizer type '{1}' is not supported (supported: NFC, NFD, NFKC, NFKD, Replace, "
                         "Prepend, Lowercase, Strip, StripAccents, Sequence)"),
                      where, type));
  }
  out.push_back(std::move(n));
}

void read_pre_tokenizer(const json& part, const std::string& where, std::vector<PreTokenizer>& out, int depth) {
  check_nesting(depth, where);
  if (part.is_null()) return;
  const std::string type = type_of(part, where);
  const JsonFields f = fields(part, where);
  PreTokenizer p;
  if (type == "Sequence") {
    read_sequence(f, where, "pretokenizers", [&](const json& q, const std::string& at) { read_pre_tokenizer(q, at, out, depth + 1); });
    return;
  }
  if (type == "Split") {
    p.pattern = read_pattern(f, where);
    // In the order of Behavior.
    static const std::vector<std::string> kBehaviors = {"Removed", "Isolated", "MergedWithPrevious", "MergedWithNext",
                                                        "Contiguous"};
    const std::string behavior = f.choice("behavior", f.text("behavior") /* required */, kBehaviors);
    p.behavior = static_cast<Behavior>(std::find(kBehaviors.begin(), kBehaviors.end(), behavior) - kBehaviors.begin());
    p.invert = f.flag("invert", false);
  } else if (type == "ByteLevel") {
    p.kind = PreTokenizer::Kind::ByteLevel;
    p.add_prefix_space = f.flag("add_prefix_space", true);
    p.use_regex = f.flag("use_regex", true);
    if (p.use_regex) p.pattern = gpt2_pattern();
  } else if (type == "Metaspace") {
    p.kind = PreTokenizer::Kind::Metaspace;
    p.replacement = read_char(f, "replacement");
    p.prepend = read_prepend_scheme(f);
    p.split = f.flag("split", true);
    p.pattern = std::make_shared<const Regex>(p.replacement, true);
  } else if (type == "Digits") {
    // Each numeric character is a match of \p{N}: Isolated keeps them apart, Contiguous
    // joins runs of them, as Hugging Face's Digits does with char::is_numeric.
    p.pattern = numeric_pattern();
    p.behavior = f.flag("individual_digits", false) ? Behavior::Isolated : Behavior::Contiguous;
  } else {
    throw Invalid(fmt(tr("{0}: the pre-tokenizer type '{1}' is not supported (supported: Split, ByteLevel, Metaspace, "
                         "Digits, Sequence)"),
                      where, type));
  }
  out.push_back(std::move(p));
}

void read_decoder(const json& part, const std::string& where, std::vector<Decoder>& out, int depth) {
  check_nesting(depth, where);
  if (part.is_null()) return;
  const std::string type = type_of(part, where);
  const JsonFields f = fields(part, where);
  Decoder d;
  if (type == "Sequence") {
    read_sequence(f, where, "decoders", [&](const json& p, const std::string& at) { read_decoder(p, at, out, depth + 1); });
    return;
  }
  if (type == "ByteLevel") {
    d.kind = Decoder::Kind::ByteLevel;
  } else if (type == "Metaspace") {
    d.kind = Decoder::Kind::Metaspace;
    d.content = read_char(f, "replacement");
    d.prepend = read_prepend_scheme(f);
  } else if (type == "Replace") {
    d.kind = Decoder::Kind::Replace;
    d.pattern = read_pattern(f, where);
    d.content = f.text("content");
  } else if (type == "ByteFallback") {
    d.kind = Decoder::Kind::ByteFallback;
  } else if (type == "Fuse") {
    d.kind = Decoder::Kind::Fuse;
  } else if (type == "Strip") {
    d.kind = Decoder::Kind::Strip;
    d.content = read_char(f, "content");
    d.start = static_cast<std::size_t>(f.integer("start", 0, 0, kMaxId));
    d.stop = static_cast<std::size_t>(f.integer("stop", 0, 0, kMaxId));
  } else {
    throw Invalid(fmt(tr("{0}: the decoder type '{1}' is not supported (supported: ByteLevel, Metaspace, Replace, "
                         "ByteFallback, Fuse, Strip, Sequence)"),
                      where, type));
  }
  out.push_back(std::move(d));
}

void read_post_processor(const json& part, const std::string& where, const std::function<bool(int)>& is_known,
                         std::vector<Template>& out, int depth) {
  check_nesting(depth, where);
  if (part.is_null()) return;
  const std::string type = type_of(part, where);
  const JsonFields f = fields(part, where);
  if (type == "Sequence") {
    read_sequence(f, where, "processors",
                  [&](const json& p, const std::string& at) { read_post_processor(p, at, is_known, out, depth + 1); });
    return;
  }
  auto check_id = [&](int id, const std::string& name) {
    if (!is_known(id)) {
      throw Invalid(fmt(tr("{0}: the special token '{1}' has the id {2}, which is neither in the vocabulary nor an added "
                           "token"),
                        where, name, id));
    }
  };
  if (type == "ByteLevel") return;  // it changes offsets only
  if (type == "RobertaProcessing" || type == "BertProcessing") {
    Template tmpl;
    for (const std::string key : {"cls", "sep"}) {
      const json* pair = f.find(key);
      if (pair == nullptr || !pair->is_array() || pair->size() != 2 || !(*pair)[0].is_string()) {
        f.fail(key, tr("must be [token, id]"));
      }
      const int id = read_id((*pair)[1], where + "." + key);
      check_id(id, (*pair)[0].get<std::string>());
      tmpl.push_back(id);
      if (key == "cls") tmpl.push_back(kSequenceA);
    }
    out.push_back(std::move(tmpl));
    return;
  }
  if (type != "TemplateProcessing") {
    throw Invalid(fmt(tr("{0}: the post-processor type '{1}' is not supported (supported: TemplateProcessing, ByteLevel, "
                         "RobertaProcessing, BertProcessing, Sequence)"),
                      where, type));
  }
  const json* specials = f.find("special_tokens");
  if (specials != nullptr && !specials->is_object()) f.fail("special_tokens", tr("must be an object"));
  const json* single = f.find("single");
  if (single == nullptr || !single->is_array()) f.fail("single", tr("must be a list"));
  Template tmpl;
  for (std::size_t i = 0; i < single->size(); ++i) {
    const json& piece = (*single)[i];
    const std::string at = where + ".single[" + std::to_string(i) + "]";
    const JsonFields forms = fields(piece, at);
    std::string special;
    std::string sequence;
    if (forms.has("Sequence") && forms.find("Sequence")->is_object()) {
      sequence = fields(*forms.find("Sequence"), at).text("id");
    } else if (forms.has("SpecialToken") && forms.find("SpecialToken")->is_object()) {
      special = fields(*forms.find("SpecialToken"), at).text("id");
    } else if (piece.is_string()) {
      // The short form: "$A", "$B", "$", "$1" or a special token, each with an optional ":type".
      const std::string s = piece.get<std::string>();
      const std::string body = s.substr(0, s.find(':'));
      if (!body.empty() && body[0] == '$') {
        sequence = body == "$B" || body == "$b" ? "B" : "A";
      } else {
        special = body;
      }
    } else {
      throw Invalid(fmt(tr("{0} must be {\"Sequence\": ...} or {\"SpecialToken\": ...}"), at));
    }
    if (!sequence.empty()) {
      if (sequence != "A") throw Invalid(fmt(tr("{0}: a single text's template can hold only $A, not ${1}"), at, sequence));
      tmpl.push_back(kSequenceA);
      continue;
    }
    const json* entry = specials != nullptr ? fields(*specials, where).find(special) : nullptr;
    if (entry == nullptr || !entry->is_object()) {
      throw Invalid(fmt(tr("{0}: the special token '{1}' is not in \"special_tokens\""), at, special));
    }
    const json* ids = fields(*entry, at).find("ids");
    if (ids == nullptr || !ids->is_array()) throw Invalid(fmt(tr("{0}: \"{1}\" has no list of \"ids\""), at, special));
    for (const json& id_json : *ids) {
      const int id = read_id(id_json, where + ".special_tokens['" + special + "']");
      check_id(id, special);
      tmpl.push_back(id);
    }
  }
  out.push_back(std::move(tmpl));
}

}  // namespace attn::io::hf
