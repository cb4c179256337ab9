// A lesson's fields, each written once as a row of a table: its JSON name, the member that
// holds it, how it is read and checked (through io::JsonFields: its range or its choices; a
// field left out keeps its default), how it is written, and an example value other than the
// default. Reading and writing lesson files, the scenes' differences, the paths read from the
// lesson's folder and the tests all walk the table, so a new field is one row (and its member
// in lesson_parts.hpp).
//
// The rows are in the order a lesson file writes its keys. "version" and "scenes" are the
// file's frame around the fields (lesson_file.cpp); the rules between fields (H divides D, a
// question needs an open head) are checked there too.
#pragma once

#include <functional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/i18n.hpp"
#include "io/json_fields.hpp"
#include "model/lesson_file.hpp"
#include "model/lesson_text.hpp"

namespace attn::app {

// When the lesson file writes a field (a scene writes each field that differs from the
// scene before, whatever this says).
enum class Written { Always, WhenSet, Never };  // Never: read from older lessons and left
// What a path names, for the check that a scene's own is there: a file, a model folder (or
// GGUF file, or a model named by its repository or Ollama's name), or what is checked only
// when used: a file (Unchecked) or a model (Model, named as ModelFolder is).
enum class PathKind { File, ModelFolder, Model, Unchecked };
using PathVisitor = std::function<void(std::string& path, PathKind kind)>;

template <typename Part>
struct Field {
  std::string name;  // in the JSON
  Written written = Written::Always;
  bool scene = false;      // set by scenes (scene_fields())
  bool inherited = true;   // false: each scene starts from the default (a question is asked once)
  std::string required;    // not empty: what the field is, when a lesson must give it (N_: shown through tr)
  std::string excludes;    // a field it cannot be given with, both set (weights: "designed")
  // Reads the field when `fields` has it (the value stays when not); refuses a wrong value
  // through `fields`, naming the field.
  std::function<void(const io::JsonFields& fields, Part& part)> read;
  // Ordered: a text in several languages keeps the order of its languages.
  std::function<nlohmann::ordered_json(const Part& part)> write;
  std::function<void(const Part& from, Part& to)> copy;
  std::function<void(Part& part)> set_example;  // a value other than the default
  std::function<void(Part& part, const PathVisitor& visit)> paths;  // null: the field names no file
  // Whether it has its default, where that is cheaper than writing it (inline weights); null:
  // it writes as the default does.
  std::function<bool(const Part& part)> unset;
  // The field's human text, for a text in several languages (LanguagesCodec); null otherwise.
  std::function<LessonText*(Part& part)> text;

  Field& when_set() {
    written = Written::WhenSet;
    return *this;
  }
  Field& in_scenes() {
    scene = true;
    return *this;
  }
  Field& asked_once() {
    inherited = false;
    return *this;
  }
  Field& required_as(std::string what) {
    required = std::move(what);
    return *this;
  }
  Field& not_with(std::string flag) {
    excludes = std::move(flag);
    return *this;
  }
};

// Two parts hold the same value of the field when they write the same JSON (so that 0.7 and
// the float nearest it are the same temperature).
template <typename Part>
bool same(const Field<Part>& field, const Part& a, const Part& b) {
  return field.write(a) == field.write(b);
}

template <typename Part>
bool is_default(const Field<Part>& field, const Part& part) {
  if (field.unset) return field.unset(part);
  static const Part kDefault{};
  return same(field, part, kDefault);
}

// The whole table of a lesson, in the file's order.
const std::vector<Field<Lesson>>& lesson_fields();
// A scene's own text, before its settings: "title" (always written) and "notes" (when given).
const std::vector<Field<LessonScene>>& scene_text_fields();

// ---- How each kind of value is read and written -----------------------------------------

// Human text: a string, or an object of the text in each language keyed by language tag
// ({"en": "…", "zh-CN": "…"}, lesson_text.hpp), written back as it was read.
struct LanguagesCodec {
  LessonText read(const io::JsonFields& f, const std::string& key, const LessonText& fallback) const;
  nlohmann::ordered_json write(const LessonText& value) const;
};

// The languages of each text of `part` (rows with LanguagesCodec) in the order `given` (the
// part as the file wrote it) names them: reading through nlohmann::json sorts an object's keys.
template <typename Part>
void keep_language_order(const std::vector<Field<Part>>& rows, const nlohmann::ordered_json& given, Part& part) {
  if (!given.is_object()) return;
  for (const Field<Part>& row : rows) {
    const auto it = given.find(row.name);
    if (!row.text || it == given.end() || !it->is_object()) continue;
    std::vector<std::string> tags;
    for (const auto& entry : it->items()) tags.push_back(entry.key());
    row.text(part)->order_as(tags);
  }
}

struct TextCodec {
  std::string read(const io::JsonFields& f, const std::string& key, const std::string& fallback) const {
    return f.text(key, fallback);
  }
  nlohmann::json write(const std::string& value) const { return value; }
};

// A file or folder; a relative one is read from the lesson's folder.
struct PathCodec : TextCodec {
  PathKind kind = PathKind::File;
};

struct FlagCodec {
  bool read(const io::JsonFields& f, const std::string& key, bool fallback) const { return f.flag(key, fallback); }
  nlohmann::json write(bool value) const { return value; }
};

// A whole number in [lo, hi] in the file, held as (file − offset): offset 1 for the numbers
// from 1 the program holds from 0.
struct IntegerCodec {
  long long lo = 0, hi = 0;
  int offset = 0;
  int read(const io::JsonFields& f, const std::string& key, int fallback) const {
    return static_cast<int>(f.integer(key, static_cast<long long>(fallback) + offset, lo, hi) - offset);
  }
  nlohmann::json write(int value) const { return value + offset; }
};

struct NaturalCodec {
  std::uint64_t read(const io::JsonFields& f, const std::string& key, std::uint64_t fallback) const {
    return f.natural(key, fallback);
  }
  nlohmann::json write(std::uint64_t value) const { return value; }
};

// A finite number in [lo, hi], written to four decimals (0.7, not the float's 0.699999988).
struct NumberCodec {
  double lo = 0.0, hi = 0.0;
  float read(const io::JsonFields& f, const std::string& key, float fallback) const {
    return static_cast<float>(f.number(key, fallback, lo, hi));
  }
  nlohmann::json write(float value) const;
};

struct ChoiceCodec {
  std::vector<std::string> choices;
  std::string read(const io::JsonFields& f, const std::string& key, const std::string& fallback) const {
    return f.choice(key, fallback, choices);
  }
  nlohmann::json write(const std::string& value) const { return value; }
};

// An enum written by name: name(E(i)) for i in [0, count).
template <typename E>
struct NamedCodec {
  const char* (*name)(E) = nullptr;
  int count = 0;
  E read(const io::JsonFields& f, const std::string& key, E fallback) const {
    std::vector<std::string> names;
    for (int i = 0; i < count; ++i) names.emplace_back(name(static_cast<E>(i)));
    const std::string chosen = f.choice(key, name(fallback), names);
    int i = 0;
    while (names[static_cast<std::size_t>(i)] != chosen) ++i;
    return static_cast<E>(i);
  }
  nlohmann::json write(E value) const { return name(value); }
};

// Two whole numbers [a, b], each in [lo, hi] in the file, held as (file − offset).
struct IntPairCodec {
  long long lo = 0, hi = 0;
  int offset = 0;
  std::string what = N_("whole numbers");  // "two <what> from lo to hi" (N_: shown through tr)
  std::string note = "";                   // after the range: " (a head the model lacks is its last)"
  std::pair<int, int> read(const io::JsonFields& f, const std::string& key, const nlohmann::json& v) const;
  nlohmann::json write(int value) const { return value + offset; }
};

// Two paths [a, b].
struct PathPairCodec {
  PathKind kind = PathKind::File;
  std::pair<std::string, std::string> read(const io::JsonFields& f, const std::string& key,
                                           const nlohmann::json& v) const;
  nlohmann::json write(const std::string& value) const { return value; }
};

// ---- Rows ------------------------------------------------------------------------------

// The field `name` held in `member` of the part or of one of its bases. `example`: a value
// other than the default.
template <typename Part, typename Owner, typename T, typename Codec>
Field<Part> field(std::string name, T Owner::*member, Codec codec, const std::common_type_t<T>& example) {
  T Part::*m = member;
  Field<Part> f;
  f.name = name;
  f.read = [m, codec, name](const io::JsonFields& fields, Part& p) { p.*m = codec.read(fields, name, p.*m); };
  f.write = [m, codec](const Part& p) { return nlohmann::ordered_json(codec.write(p.*m)); };
  f.copy = [m](const Part& from, Part& to) { to.*m = from.*m; };
  f.set_example = [m, example](Part& p) { p.*m = example; };
  if constexpr (std::is_same_v<Codec, PathCodec>) {
    f.paths = [m, kind = codec.kind](Part& p, const PathVisitor& visit) { visit(p.*m, kind); };
  }
  if constexpr (std::is_same_v<Codec, LanguagesCodec>) {
    f.text = [m](Part& p) { return &(p.*m); };
  }
  return f;
}

// A field written as the list [a, b] of two members.
template <typename Part, typename Owner, typename T, typename Codec>
Field<Part> pair_field(std::string name, T Owner::*a, T Owner::*b, Codec codec,
                       const std::pair<std::common_type_t<T>, std::common_type_t<T>>& example) {
  T Part::*ma = a;
  T Part::*mb = b;
  Field<Part> f;
  f.name = name;
  f.read = [ma, mb, codec, name](const io::JsonFields& fields, Part& p) {
    if (const nlohmann::json* v = fields.find(name)) std::tie(p.*ma, p.*mb) = codec.read(fields, name, *v);
  };
  f.write = [ma, mb, codec](const Part& p) {
    using OJ = nlohmann::ordered_json;
    return OJ::array({OJ(codec.write(p.*ma)), OJ(codec.write(p.*mb))});
  };
  f.copy = [ma, mb](const Part& from, Part& to) {
    to.*ma = from.*ma;
    to.*mb = from.*mb;
  };
  f.set_example = [ma, mb, example](Part& p) { std::tie(p.*ma, p.*mb) = example; };
  if constexpr (std::is_same_v<Codec, PathPairCodec>) {
    f.paths = [ma, mb, kind = codec.kind](Part& p, const PathVisitor& visit) {
      visit(p.*ma, kind);
      visit(p.*mb, kind);
    };
  }
  return f;
}

// A field that is a JSON object of a part's own fields (`rows`, a table that lives as long as
// the program). An object given sets the whole part: the fields it leaves out take their
// defaults. `shape` is what a wrong value is told it must be ("must be {"row": K}, ...";
// marked N_, shown through tr).
enum class NullObject { IsNone, IsRefused };
template <typename Part, typename Owner, typename Sub>
Field<Part> object_field(std::string name, Sub Owner::*member, const std::vector<Field<Sub>>* rows,
                         std::string shape, NullObject null) {
  Sub Part::*m = member;
  Field<Part> f;
  f.name = name;
  f.read = [m, rows, name, shape, null](const io::JsonFields& fields, Part& p) {
    const nlohmann::json* v = fields.find(name);
    if (v == nullptr) return;
    if (v->is_null() && null == NullObject::IsNone) {
      p.*m = Sub{};
      return;
    }
    bool whole = v->is_object();
    for (const Field<Sub>& row : *rows) whole = whole && (row.required.empty() || v->contains(row.name));
    if (!whole) fields.fail(name, fmt(tr("{0}, got {1}"), tr(shape.c_str()), io::json_brief(*v)));
    const io::JsonFields inner(*v, io::quoted_field(), [&fields](const std::string& message) { fields.fail_whole(message); },
                               io::JsonFields::Null::IsAValue);
    Sub part{};
    for (const Field<Sub>& row : *rows) row.read(inner, part);
    p.*m = std::move(part);
  };
  f.write = [m, rows](const Part& p) {
    nlohmann::json out = nlohmann::json::object();
    for (const Field<Sub>& row : *rows) {
      if (row.written == Written::Always || !is_default(row, p.*m)) out[row.name] = nlohmann::json(row.write(p.*m));
    }
    return nlohmann::ordered_json(out);  // in the order of the keys' names, as before
  };
  f.copy = [m](const Part& from, Part& to) { to.*m = from.*m; };
  f.set_example = [m, rows](Part& p) {
    for (const Field<Sub>& row : *rows) row.set_example(p.*m);
  };
  f.paths = [m, rows](Part& p, const PathVisitor& visit) {
    for (const Field<Sub>& row : *rows) {
      if (row.paths) row.paths(p.*m, visit);
    }
  };
  return f;
}

}  // namespace attn::app
