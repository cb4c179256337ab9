// How a tokenizer.json's fields are read and named in messages (hf_json.hpp).
#include "io/hf_json.hpp"

#include "io/i18n.hpp"

namespace attn::io::hf {

JsonFields fields(const json& object, const std::string& where) {
  return JsonFields(
      object, [where](const std::string& key) { return (where.empty() ? "" : where + ": ") + "\"" + key + "\""; },
      [](const std::string& message) { throw Invalid(message); });
}

int read_id(const json& value, const std::string& where) {
  if (!value.is_number_integer() || value.get<long long>() < 0 || value.get<long long>() > kMaxId) {
    throw Invalid(fmt(tr("{0}: an id must be an integer from 0 to {1}, got {2}"), where, kMaxId, json_brief(value)));
  }
  return static_cast<int>(value.get<long long>());
}

std::string type_of(const json& part, const std::string& where) {
  if (!part.is_object()) throw Invalid(fmt(tr("{0} must be an object or null"), where));
  return fields(part, where).text("type");
}

void check_nesting(int depth, const std::string& where) {
  if (depth > kMaxNesting) throw Invalid(fmt(tr("{0}: sequences nested more than {1} deep"), where, kMaxNesting));
}

}  // namespace attn::io::hf
