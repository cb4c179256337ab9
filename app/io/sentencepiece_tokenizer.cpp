#include "io/sentencepiece_tokenizer.hpp"

#include <cctype>
#include <filesystem>
#include <stdexcept>

#include <nlohmann/json.hpp>
#include <sentencepiece_processor.h>

#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/utf8.hpp"
#include "io/platform.hpp"

namespace attn::io {

struct SentencePieceTokenizer::Impl {
  sentencepiece::SentencePieceProcessor source;
  sentencepiece::SentencePieceProcessor target;  // Marian's; T5 reads both sides with source
  bool marian = false;
  // Marian: piece → id and id → piece of vocab.json; T5: empty (the model's own ids).
  std::unordered_map<std::string, int> ids;
  std::vector<std::string> pieces;
  int eos = -1;
  int unk = -1;

  int size() const { return marian ? static_cast<int>(pieces.size()) : source.GetPieceSize(); }
  // The piece of an id ("" outside the vocabulary).
  std::string piece(int id) const {
    if (id < 0 || id >= size()) return "";
    return marian ? pieces[static_cast<std::size_t>(id)] : source.IdToPiece(id);
  }
};

namespace {

using json = nlohmann::json;

// Ids from 0 to 2²¹ − 1: eight times the largest vocabularies there are, and a table of
// pieces that size still fits in memory.
constexpr long long kMaxId = 1 << 21;

void load(sentencepiece::SentencePieceProcessor& p, const std::string& path) {
  if (!platform::file_info(path).is_file) {
    throw std::runtime_error(fmt(tr("'{0}' is missing: the folder's SentencePiece model"), path));
  }
  // Read here, so that a file that is not a model is refused by name, not by the library.
  const std::string bytes = read_file(path, std::size_t{64} << 20);
  const auto status = p.LoadFromSerializedProto(bytes);
  if (!status.ok()) {
    throw std::runtime_error(fmt(tr("'{0}' is not a SentencePiece model ({1})"), path, status.ToString().substr(0, 200)));
  }
}

// The bytes a piece stands for: '▁' a space, <0xNN> its byte.
std::string piece_bytes(const std::string& piece) {
  const auto hex = [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; };
  if (piece.size() == 6 && piece.compare(0, 3, "<0x") == 0 && piece[5] == '>' && hex(piece[3]) && hex(piece[4])) {
    return std::string(1, static_cast<char>(std::stoi(piece.substr(3, 2), nullptr, 16)));
  }
  std::string out;
  const std::string space = "\xe2\x96\x81";  // ▁
  for (std::size_t i = 0; i < piece.size();) {
    if (piece.compare(i, space.size(), space) == 0) {
      out += ' ';
      i += space.size();
    } else {
      out += piece[i++];
    }
  }
  return out;
}

std::vector<std::string> pieces_of(const sentencepiece::SentencePieceProcessor& p, const std::string& text) {
  require_utf8(text);
  std::vector<std::string> pieces;
  const auto status = p.Encode(text, &pieces);
  if (!status.ok()) throw std::runtime_error(fmt(tr("SentencePiece could not cut the text: {0}"), status.ToString()));
  return pieces;
}

std::vector<int> encode_with(const SentencePieceTokenizer::Impl& t, const sentencepiece::SentencePieceProcessor& p,
                             const std::string& text) {
  std::vector<int> ids;
  for (const std::string& piece : pieces_of(p, text)) {
    if (t.marian) {
      const auto it = t.ids.find(piece);
      ids.push_back(it == t.ids.end() ? t.unk : it->second);
    } else {
      ids.push_back(p.PieceToId(piece));
    }
  }
  ids.push_back(t.eos);
  return ids;
}

}  // namespace

SentencePieceTokenizer SentencePieceTokenizer::open_t5(const std::string& model_path) {
  auto t = std::make_shared<Impl>();
  load(t->source, model_path);
  t->eos = t->source.eos_id();
  t->unk = t->source.unk_id();
  if (t->eos < 0) throw std::runtime_error(fmt(tr("'{0}' has no end-of-text piece </s>"), model_path));
  return SentencePieceTokenizer(std::move(t));
}

std::unordered_map<std::string, int> SentencePieceTokenizer::parse_marian_vocab(const std::string& text,
                                                                                const std::string& what) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {  // a syntax error, or a number beyond a double: 1e999
    throw std::runtime_error(fmt(tr("'{0}' is not JSON: {1}"), what, std::string(e.what()).substr(0, 200)));
  }
  if (!j.is_object() || j.empty()) throw std::runtime_error(fmt(tr("'{0}' must be an object of piece → id"), what));
  std::unordered_map<std::string, int> ids;
  std::unordered_map<int, std::string> seen;
  for (auto it = j.begin(); it != j.end(); ++it) {
    const json& v = it.value();
    if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() >= kMaxId) {
      throw std::runtime_error(
          fmt(tr("'{0}': the id of '{1}' must be an integer from 0 to {2}"), what, it.key().substr(0, 40), kMaxId - 1));
    }
    const int id = v.get<int>();
    if (const auto [at, fresh] = seen.emplace(id, it.key()); !fresh) {
      throw std::runtime_error(fmt(tr("'{0}': the id {1} is given to both '{2}' and '{3}'"), what, id,
                                   at->second.substr(0, 40), it.key().substr(0, 40)));
    }
    ids.emplace(it.key(), id);
  }
  for (const char* needed : {"</s>", "<unk>"}) {
    if (ids.count(needed) == 0) throw std::runtime_error(fmt(tr("'{0}' has no {1}"), what, needed));
  }
  return ids;
}

SentencePieceTokenizer SentencePieceTokenizer::open_marian(const std::string& source_path,
                                                           const std::string& target_path,
                                                           const std::string& vocab_path) {
  for (const std::string& path : {source_path, target_path}) {
    if (!platform::file_info(path).is_file) {
      throw std::runtime_error(fmt(tr("'{0}' is missing: the folder's SentencePiece model"), path));
    }
  }
  if (!platform::file_info(vocab_path).is_file) {
    throw std::runtime_error(fmt(tr("'{0}' is missing: a Marian folder's vocabulary"), vocab_path));
  }
  return from_marian_text(source_path, target_path, read_file(vocab_path, std::size_t{64} << 20), vocab_path);
}

SentencePieceTokenizer SentencePieceTokenizer::from_marian_text(const std::string& source_path,
                                                                const std::string& target_path,
                                                                const std::string& vocab_text,
                                                                const std::string& what) {
  auto t = std::make_shared<Impl>();
  t->marian = true;
  load(t->source, source_path);
  load(t->target, target_path);
  t->ids = parse_marian_vocab(vocab_text, what);
  for (const auto& [piece, id] : t->ids) {
    if (static_cast<std::size_t>(id) >= t->pieces.size()) t->pieces.resize(static_cast<std::size_t>(id) + 1);
    t->pieces[static_cast<std::size_t>(id)] = piece;
  }
  t->eos = t->ids.at("</s>");
  t->unk = t->ids.at("<unk>");
  return SentencePieceTokenizer(std::move(t));
}

std::vector<int> SentencePieceTokenizer::encode(const std::string& text) const {
  return encode_with(*impl_, impl_->source, text);
}

std::vector<int> SentencePieceTokenizer::encode_target(const std::string& text) const {
  return encode_with(*impl_, impl_->marian ? impl_->target : impl_->source, text);
}

std::string SentencePieceTokenizer::decode(const std::vector<int>& ids) const {
  std::string out;
  for (const int id : ids) out += piece_bytes(impl_->piece(id));
  if (!out.empty() && out.front() == ' ') out.erase(0, 1);
  return out;
}

std::string SentencePieceTokenizer::text(int id) const { return bytes_as_text(piece_bytes(impl_->piece(id))); }

std::string SentencePieceTokenizer::display(int id) const { return bytes_as_label(piece_bytes(impl_->piece(id))); }

int SentencePieceTokenizer::size() const { return impl_->size(); }

int SentencePieceTokenizer::id_of(const std::string& token) const {
  if (impl_->marian) {
    const auto it = impl_->ids.find(token);
    return it == impl_->ids.end() ? -1 : it->second;
  }
  const int id = impl_->source.PieceToId(token);
  return id == impl_->source.unk_id() && token != impl_->source.IdToPiece(id) ? -1 : id;
}

}  // namespace attn::io
