// The table of a lesson's fields (model/lesson_fields.hpp), walked: every field read back as
// written, refused by name, written by a scene when it differs and only then, applied by a
// scene, kept by the window's state and (the attention's) by a compute case; the shipped
// lessons and a lesson of every field saved byte for byte as they are. No field is named
// here: a new row is tested by being a row.
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "model/lesson_fields.hpp"
#include "model/lesson_file.hpp"
#include "model/lessons.hpp"
#include "model/scenes.hpp"
#include "temp_dir.hpp"

using namespace attn;
using app::Field;
using app::Lesson;
using nlohmann::json;

namespace {

const std::vector<Field<Lesson>>& rows() { return app::lesson_fields(); }

bool read_and_written(const Field<Lesson>& row) { return row.written != app::Written::Never; }

// A lesson with every field at its example. Two fields may exclude each other (inline
// weights and the designed heads): with `excluding` the field that names another is set and
// the one it names is left at its default; without, the other way.
Lesson every_field(bool excluding) {
  std::set<std::string> left;
  for (const Field<Lesson>& row : rows()) {
    if (!row.excludes.empty()) left.insert(excluding ? row.excludes : row.name);
  }
  Lesson l;
  for (const Field<Lesson>& row : rows()) {
    if (left.count(row.name) == 0) row.set_example(l);
  }
  return l;
}

// The names of the fields `l` sets (not at their default).
std::set<std::string> set_fields(const Lesson& l) {
  std::set<std::string> out;
  for (const Field<Lesson>& row : rows()) {
    if (read_and_written(row) && !app::is_default(row, l)) out.insert(row.name);
  }
  return out;
}

Lesson with_settings(const app::SceneSettings& settings) { return app::with_scene_settings(Lesson{}, settings); }

std::set<std::string> keys_of(const nlohmann::ordered_json& j) {
  std::set<std::string> out;
  for (const auto& [key, value] : j.items()) out.insert(key);
  return out;
}

Lesson read_back(const Lesson& l) { return app::lesson_from_json(json::parse(app::lesson_to_json(l).dump(2))); }

class LessonFiles : public attn::testing::TempDirTest {};

}  // namespace

TEST(LessonFields, EachFieldIsNamedOnceAndHasAnExampleOtherThanItsDefault) {
  std::set<std::string> names;
  int scene_fields = 0;
  for (const Field<Lesson>& row : rows()) {
    EXPECT_TRUE(names.insert(row.name).second) << row.name << " is named twice";
    if (!read_and_written(row)) continue;
    Lesson l;
    row.set_example(l);
    EXPECT_FALSE(app::is_default(row, l)) << row.name << ": its example is its default";
    scene_fields += row.scene ? 1 : 0;
  }
  EXPECT_EQ(app::scene_fields().size(), static_cast<std::size_t>(scene_fields));
  // The lessons of every field set every field between them.
  std::set<std::string> both = set_fields(every_field(true));
  for (const std::string& name : set_fields(every_field(false))) both.insert(name);
  for (const Field<Lesson>& row : rows()) {
    if (read_and_written(row)) EXPECT_EQ(both.count(row.name), 1u) << row.name;
  }
}

TEST(LessonFields, ALessonOfEveryFieldIsReadBackAsWrittenByteForByte) {
  for (const bool excluding : {false, true}) {
    const Lesson l = every_field(excluding);
    const std::string text = app::lesson_to_json(l).dump(2);
    const json j = json::parse(text);
    for (const std::string& name : set_fields(l)) EXPECT_TRUE(j.contains(name)) << name << " is not written";
    const Lesson back = app::lesson_from_json(j);
    for (const Field<Lesson>& row : rows()) EXPECT_TRUE(app::same(row, l, back)) << row.name << " is not read back";
    EXPECT_EQ(app::lesson_to_json(back).dump(2), text);
  }
}

TEST(LessonFields, AWrongValueOfAnyFieldIsRefusedByName) {
  for (const Field<Lesson>& row : rows()) {
    json j = app::lesson_to_json(Lesson{});
    j[row.name] = json::array({json::array()});  // no field is a list of lists
    try {
      app::lesson_from_json(j);
      ADD_FAILURE() << row.name << ": a list of lists is taken";
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find("'" + row.name), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find(", got "), std::string::npos) << e.what() << ": not what it was";
    }
  }
}

TEST(LessonFields, AScenesFieldIsWrittenWhenItDiffersAndOnlyThen) {
  for (const Field<Lesson>& row : rows()) {
    if (!row.scene) continue;
    Lesson l;
    Lesson changed = l;
    row.set_example(changed);
    const app::SceneSettings scene = app::scene_settings_of(changed);
    l.scenes = {{"changed", "", scene}, {"again", "", scene}};
    const nlohmann::ordered_json j = app::lesson_to_json(l);
    EXPECT_EQ(keys_of(j.at("scenes")[0]), (std::set<std::string>{"title", row.name})) << row.name;
    // The same again: nothing differs, but a question is asked where it is asked.
    const std::set<std::string> again =
        row.inherited ? std::set<std::string>{"title"} : std::set<std::string>{"title", row.name};
    EXPECT_EQ(keys_of(j.at("scenes")[1]), again) << row.name;
  }
}

TEST(LessonFields, EveryFieldOfAScenesSettingsIsReadBackAndApplied) {
  const Lesson every = every_field(false);  // no inline weights: a scene of another D keeps them not
  // A scene of every field over a lesson of none, and the other way.
  for (const bool forward : {true, false}) {
    Lesson own = forward ? Lesson{} : every;
    const app::SceneSettings settings = app::scene_settings_of(forward ? every : Lesson{});
    own.scenes = {{"the scene", "", settings}};
    const nlohmann::ordered_json j = app::lesson_to_json(own);
    if (forward) {
      for (const Field<Lesson>& row : rows()) {
        if (row.scene) EXPECT_TRUE(j.at("scenes")[0].contains(row.name)) << row.name;
      }
    }
    const Lesson back = app::lesson_from_json(json::parse(j.dump()));
    ASSERT_EQ(back.scenes.size(), 1u) << (back.scene_problems.empty() ? "" : back.scene_problems[0]);
    const Lesson shown = app::lesson_at_scene(back, 0);
    for (const Field<Lesson>& row : rows()) {
      if (!read_and_written(row)) continue;
      if (row.scene) {
        EXPECT_TRUE(app::same(row, with_settings(back.scenes[0].settings), with_settings(settings)))
            << row.name << " is not read back in a scene";
      }
      // Applied: a scene's field from the scene, the others the lesson's.
      EXPECT_TRUE(app::same(row, shown, row.scene ? with_settings(settings) : own)) << row.name << " is not applied";
    }
  }
}

TEST(LessonFields, TheWindowsStateKeepsEveryField) {
  for (const bool excluding : {false, true}) {
    const Lesson l = every_field(excluding);
    app::AppState state;
    app::apply_lesson(state, l);
    const Lesson back = app::lesson_from_state(state);
    for (const Field<Lesson>& row : rows()) EXPECT_TRUE(app::same(row, l, back)) << row.name << " is lost";
  }
}

TEST(LessonFields, TheAttentionsFieldsGoToACaseAndBack) {
  // The rows whose member is in AttentionSettings: those its copy carries.
  int carried = 0;
  for (const Field<Lesson>& row : rows()) {
    if (!read_and_written(row)) continue;
    Lesson l;
    row.set_example(l);
    Lesson copy;
    static_cast<app::AttentionSettings&>(copy) = l;
    if (!app::same(row, l, copy)) continue;
    ++carried;
    Lesson back;
    static_cast<app::AttentionSettings&>(back) = app::attention_settings(app::attention_case(l));
    EXPECT_TRUE(app::same(row, l, back)) << row.name << " is lost on the way to a case";
  }
  EXPECT_GT(carried, 0);
}

TEST_F(LessonFiles, TheShippedLessonsOpenAndSaveByteForByte) {
  int lessons = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(ATTN_ASSET_DIR) + "/lessons")) {
    const std::string file = entry.path().string();
    if (file.size() < 12 || file.substr(file.size() - 12) != ".lesson.json") continue;
    ++lessons;
    const Lesson l = app::load_lesson(file);
    EXPECT_TRUE(l.scene_problems.empty()) << file;
    EXPECT_EQ(app::lesson_file_text(l, file), read(file)) << file;
    // Through the window, every scene shown once: the same lesson.
    app::AppState state;
    app::apply_lesson(state, l);
    for (int k = 1; k < static_cast<int>(l.scenes.size()); ++k) ASSERT_TRUE(app::go_to_scene(state, k));
    EXPECT_EQ(app::lesson_file_text(app::lesson_from_state(state), file), read(file)) << file << " through the window";
  }
  EXPECT_GE(lessons, 2);
}

TEST_F(LessonFiles, ALessonOfEveryFieldAndSceneIsSavedAsBefore) {
  // Written by the program before its fields were a table; read from its folder and saved
  // there again, byte for byte.
  const std::string file = std::string(ATTN_LESSON_FIXTURE_DIR) + "/every_field.lesson.json";
  const Lesson l = app::load_lesson(file);
  EXPECT_TRUE(l.scene_problems.empty()) << l.scene_problems.front();
  EXPECT_EQ(l.scenes.size(), 7u);
  EXPECT_EQ(app::lesson_file_text(l, file), read(file));
  EXPECT_EQ(app::lesson_to_json(read_back(app::lesson_from_json(json::parse(read(file))))).dump(2) + "\n", read(file));
}
