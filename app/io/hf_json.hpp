// How the parts of a tokenizer.json are read (hf_tokenizer.hpp and its parts, namespace
// io::hf): the one error type they throw, fields read through io::JsonFields and named as
// the file's place and the key ("decoder.decoders[1]: \"start\" must be ..."), ids, a
// part's "type", and the limit on nested sequences.
//
// It does not know what a part means: each reader (hf_component_readers.cpp, hf_bpe.cpp,
// hf_tokenizer.cpp) says which fields it takes and what they must be.
#pragma once

#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "io/json_fields.hpp"

namespace attn::io::hf {

using json = nlohmann::json;

// A problem with the tokenizer.json, said without the file's name (HfTokenizer adds it).
class Invalid : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The largest id a file may give (the largest vocabularies have about 2^18).
constexpr long long kMaxId = (1LL << 24) - 1;

// The fields of `object` at the place `where` of the file ("" for the file's top level,
// whose fields are named alone: "\"model\" is missing"). Absent and null fields are alike;
// a refusal throws Invalid.
JsonFields fields(const json& object, const std::string& where);

// An id: an integer 0..kMaxId. Throws Invalid naming `where`.
int read_id(const json& value, const std::string& where);

// A part's "type": the part must be an object with a string "type".
std::string type_of(const json& part, const std::string& where);

// Sequences inside sequences: a real file nests one deep; more than kMaxNesting is refused
// before a reader recurses through it.
constexpr int kMaxNesting = 16;
void check_nesting(int depth, const std::string& where);

}  // namespace attn::io::hf
