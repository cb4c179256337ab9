// Checked reads of a JSON object's fields, the one way every reader of the program's JSON
// takes them (lesson files, compute cases, a model folder's config.json, tokenizer.json):
// a field that is absent (or null, where the format writes null for "not set") takes its
// fallback; one of the wrong type, out of its range or not finite is refused with a message
// that names the field, what it must be and what it was ("'heads' must be an integer from
// 1 to 64, got 0"). The reader says how its messages name a field and which error they
// throw, so each keeps its own voice and its own exception type.
//
// It does not know what a field means: choices, cross-field rules and nested objects stay
// with their readers.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace attn::io {

// A JSON value for a message: compact, replacement characters for broken UTF-8, cut at
// 80 characters.
std::string json_brief(const nlohmann::json& value);

class JsonFields {
 public:
  // How a message names field `key`: "'heads'", "'config.json': num_heads", ...
  using Namer = std::function<std::string(const std::string& key)>;
  // Throws the reader's own error with the whole message; never returns.
  using Thrower = std::function<void(const std::string& message)>;
  enum class Null { IsAbsent, IsAValue };

  JsonFields(const nlohmann::json& object, Namer name, Thrower fail, Null null = Null::IsAbsent);

  // The value of `key`, or null when it is absent (or null, with Null::IsAbsent).
  const nlohmann::json* find(const std::string& key) const;
  bool has(const std::string& key) const { return find(key) != nullptr; }

  std::string text(const std::string& key, const std::string& fallback) const;
  std::string text(const std::string& key) const;  // required
  bool flag(const std::string& key, bool fallback) const;
  // A whole number in [lo, hi].
  long long integer(const std::string& key, long long fallback, long long lo, long long hi) const;
  long long integer(const std::string& key, long long lo, long long hi) const;  // required
  // A whole number 0..2⁶⁴−1 (seeds).
  std::uint64_t natural(const std::string& key, std::uint64_t fallback) const;
  // A finite number in [lo, hi], or in (lo, hi) when `open`.
  double number(const std::string& key, double fallback, double lo, double hi, bool open = false) const;
  // One of `choices`.
  std::string choice(const std::string& key, const std::string& fallback,
                     const std::vector<std::string>& choices) const;

  // "<name of key> <problem>", thrown through the reader's Thrower.
  [[noreturn]] void fail(const std::string& key, const std::string& problem) const;
  // The reader's Thrower with a whole message (for problems that are not one field's).
  [[noreturn]] void fail_whole(const std::string& message) const;

 private:
  const nlohmann::json& object_;
  Namer name_;
  Thrower throw_;
  Null null_;
};

// Namers for the two ways the program's messages name a field.
// "'key'": lesson files, compute cases.
JsonFields::Namer quoted_field();
// "'file': key": a file's fields, named after the file (config.json of a model folder).
JsonFields::Namer field_of(const std::string& file);

}  // namespace attn::io
