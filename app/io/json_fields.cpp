#include "io/json_fields.hpp"

#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "io/i18n.hpp"

namespace attn::io {
using nlohmann::json;

std::string json_brief(const json& value) {
  const std::string s = value.dump(-1, ' ', false, json::error_handler_t::replace);
  return s.size() <= 80 ? s : s.substr(0, 77) + "...";
}

JsonFields::JsonFields(const json& object, Namer name, Thrower fail, Null null)
    : object_(object), name_(std::move(name)), throw_(std::move(fail)), null_(null) {}

const json* JsonFields::find(const std::string& key) const {
  if (!object_.is_object()) return nullptr;
  const auto it = object_.find(key);
  if (it == object_.end()) return nullptr;
  if (null_ == Null::IsAbsent && it->is_null()) return nullptr;
  return &*it;
}

void JsonFields::fail_whole(const std::string& message) const {
  throw_(message);
  throw std::runtime_error(message);  // a Thrower that returned
}

void JsonFields::fail(const std::string& key, const std::string& problem) const {
  fail_whole(name_(key) + " " + problem);
}

std::string JsonFields::text(const std::string& key, const std::string& fallback) const {
  const json* v = find(key);
  if (v == nullptr) return fallback;
  if (!v->is_string()) fail(key, fmt(tr("must be a string, got {0}"), json_brief(*v)));
  return v->get<std::string>();
}

std::string JsonFields::text(const std::string& key) const {
  if (!has(key)) fail(key, tr("is missing (a string is needed)"));
  return text(key, "");
}

bool JsonFields::flag(const std::string& key, bool fallback) const {
  const json* v = find(key);
  if (v == nullptr) return fallback;
  if (!v->is_boolean()) fail(key, fmt(tr("must be true or false, got {0}"), json_brief(*v)));
  return v->get<bool>();
}

long long JsonFields::integer(const std::string& key, long long fallback, long long lo, long long hi) const {
  const json* v = find(key);
  if (v == nullptr) return fallback;
  const auto range = [&] {
    return fmt(tr("must be an integer from {0} to {1}, got {2}"), lo, hi, json_brief(*v));
  };
  if (!v->is_number_integer()) fail(key, fmt(tr("must be an integer, got {0}"), json_brief(*v)));
  // An unsigned value past a long long's range is past hi: compared before it is converted.
  if (v->is_number_unsigned() && v->get<unsigned long long>() > static_cast<unsigned long long>(hi)) fail(key, range());
  const long long value = v->get<long long>();
  if (value < lo || value > hi) fail(key, range());
  return value;
}

long long JsonFields::integer(const std::string& key, long long lo, long long hi) const {
  if (!has(key)) fail(key, fmt(tr("is missing (an integer from {0} to {1} is needed)"), lo, hi));
  return integer(key, 0, lo, hi);
}

std::uint64_t JsonFields::natural(const std::string& key, std::uint64_t fallback) const {
  const json* v = find(key);
  if (v == nullptr) return fallback;
  if (!v->is_number_integer() || (!v->is_number_unsigned() && v->get<long long>() < 0)) {
    fail(key, fmt(tr("must be a whole number >= 0, got {0}"), json_brief(*v)));
  }
  return v->get<std::uint64_t>();
}

double JsonFields::number(const std::string& key, double fallback, double lo, double hi, bool open) const {
  const json* v = find(key);
  if (v == nullptr) return fallback;
  const double value = v->is_number() ? v->get<double>() : std::numeric_limits<double>::quiet_NaN();
  const bool inside = open ? (value > lo && value < hi) : (value >= lo && value <= hi);
  if (!std::isfinite(value) || !inside) {
    std::ostringstream range;
    range << (open ? "(" : "[") << json(lo).dump() << ", " << json(hi).dump() << (open ? ")" : "]");
    fail(key, fmt(tr("must be a number in {0}, got {1}"), range.str(), json_brief(*v)));
  }
  return value;
}

std::string JsonFields::choice(const std::string& key, const std::string& fallback,
                               const std::vector<std::string>& choices) const {
  const std::string value = text(key, fallback);
  std::string list;
  for (const std::string& c : choices) {
    if (value == c) return value;
    list += (list.empty() ? "" : ", ") + c;
  }
  fail(key, fmt(tr("must be one of {0}, got \"{1}\""), list, value));
}

JsonFields::Namer quoted_field() {
  return [](const std::string& key) { return "'" + key + "'"; };
}

JsonFields::Namer field_of(const std::string& file) {
  return [file](const std::string& key) { return "'" + file + "': " + key; };
}

}  // namespace attn::io
