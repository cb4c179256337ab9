// The checked reads every JSON reader of the program takes its fields through
// (io/json_fields.hpp): fallbacks for absent fields, each kind of wrong value refused with
// the field, what it must be and what it was, in the reader's own words and error type.
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "io/json_fields.hpp"
#include "test_helpers.hpp"

using attn::io::JsonFields;
using nlohmann::json;

namespace {

struct ReaderError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

JsonFields fields_of(const json& j, JsonFields::Null null = JsonFields::Null::IsAbsent) {
  return JsonFields(j, attn::io::quoted_field(), [](const std::string& m) { throw ReaderError(m); }, null);
}

// The message of the ReaderError `read` throws.
template <typename Read>
std::string refusal(Read read) {
  return attn::testing::message_of<ReaderError>(read);
}

}  // namespace

TEST(JsonFields, AbsentFieldsTakeTheirFallbacks) {
  const json j = json::object();
  const JsonFields f = fields_of(j);
  EXPECT_EQ(f.text("title", "none"), "none");
  EXPECT_TRUE(f.flag("causal", true));
  EXPECT_EQ(f.integer("heads", 4, 1, 64), 4);
  EXPECT_EQ(f.natural("seed", 7), 7u);
  EXPECT_EQ(f.number("temperature", 0.5, 0.0, 10.0), 0.5);
  EXPECT_EQ(f.choice("view", "heads", {"heads", "compare"}), "heads");
  EXPECT_FALSE(f.has("title"));
}

TEST(JsonFields, PresentFieldsAreRead) {
  const json j = json::parse(R"({"title": "Zoë", "causal": false, "heads": 64, "seed": 18446744073709551615,
                                 "temperature": 2.5, "view": "compare"})");
  const JsonFields f = fields_of(j);
  EXPECT_EQ(f.text("title"), "Zoë");
  EXPECT_FALSE(f.flag("causal", true));
  EXPECT_EQ(f.integer("heads", 1, 64), 64);
  EXPECT_EQ(f.natural("seed", 0), std::numeric_limits<std::uint64_t>::max());
  EXPECT_EQ(f.number("temperature", 1.0, 0.0, 10.0), 2.5);
  EXPECT_EQ(f.choice("view", "heads", {"heads", "compare"}), "compare");
}

TEST(JsonFields, NullIsAbsentOrAValueAsTheReaderSays) {
  const json j = json::parse(R"({"sliding_window": null})");
  EXPECT_EQ(fields_of(j).integer("sliding_window", 0, 0, 10), 0);
  EXPECT_EQ(refusal([&] { fields_of(j, JsonFields::Null::IsAValue).integer("sliding_window", 0, 0, 10); }),
            "'sliding_window' must be an integer, got null");
}

TEST(JsonFields, EachWrongValueIsRefusedByName) {
  const json j = json::parse(R"({"title": 3, "causal": "yes", "heads": 0, "big": 18446744073709551615,
                                 "half": 1.5, "seed": -1, "temperature": 11, "open": 0, "view": "side"})");
  const JsonFields f = fields_of(j);
  EXPECT_EQ(refusal([&] { f.text("title", ""); }), "'title' must be a string, got 3");
  EXPECT_EQ(refusal([&] { f.text("missing"); }), "'missing' is missing (a string is needed)");
  EXPECT_EQ(refusal([&] { f.flag("causal", false); }), "'causal' must be true or false, got \"yes\"");
  EXPECT_EQ(refusal([&] { f.integer("heads", 4, 1, 64); }), "'heads' must be an integer from 1 to 64, got 0");
  EXPECT_EQ(refusal([&] { f.integer("big", 4, 1, 64); }),
            "'big' must be an integer from 1 to 64, got 18446744073709551615");
  EXPECT_EQ(refusal([&] { f.integer("half", 4, 1, 64); }), "'half' must be an integer, got 1.5");
  EXPECT_EQ(refusal([&] { f.integer("missing", 1, 64); }),
            "'missing' is missing (an integer from 1 to 64 is needed)");
  EXPECT_EQ(refusal([&] { f.natural("seed", 0); }), "'seed' must be a whole number >= 0, got -1");
  EXPECT_EQ(refusal([&] { f.number("temperature", 1.0, 0.0, 10.0); }),
            "'temperature' must be a number in [0.0, 10.0], got 11");
  EXPECT_EQ(refusal([&] { f.number("open", 1.0, 0.0, 10.0, true); }), "'open' must be a number in (0.0, 10.0), got 0");
  EXPECT_EQ(refusal([&] { f.choice("view", "heads", {"heads", "compare"}); }),
            "'view' must be one of heads, compare, got \"side\"");
}

TEST(JsonFields, MessagesNameTheFileWhenTheReaderDoes) {
  const json j = json::parse(R"({"num_attention_heads": "12"})");
  const JsonFields f(j, attn::io::field_of("config.json"), [](const std::string& m) { throw ReaderError(m); });
  EXPECT_EQ(refusal([&] { f.integer("num_attention_heads", 1, 1, 512); }),
            "'config.json': num_attention_heads must be an integer, got \"12\"");
}

TEST(JsonFields, AValueThatIsNotAnObjectHasNoFields) {
  const json j = json::array({1, 2});
  EXPECT_EQ(fields_of(j).integer("heads", 4, 1, 64), 4);
}

TEST(JsonFields, ALongValueIsCutInTheMessage) {
  const json j = {{"title", std::string(200, 'a')}};
  const std::string m = refusal([&] { fields_of(j).integer("title", 0, 0, 1); });
  EXPECT_LT(m.size(), 120u);
  EXPECT_NE(m.find("..."), std::string::npos);
}
