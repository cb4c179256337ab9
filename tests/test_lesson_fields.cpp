// The table of a lesson's fields (model/lesson_fields.hpp), walked: every field read back as
// written, refused by name, written by a scene when it differs and only then, applied by a
// scene, kept by the window's state and (the attention's) by a compute case; the shipped
// lessons and a lesson of every field saved byte for byte as they are; a text in several
// languages read, chosen, edited and refused. No field is named here: a new row is tested by
// being a row.
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "io/i18n.hpp"
#include "model/lesson_fields.hpp"
#include "model/lesson_file.hpp"
#include "model/lessons.hpp"
#include "model/scenes.hpp"
#include "temp_dir.hpp"

using namespace attn;
using app::Field;
using app::Lesson;
using nlohmann::json;
using ordered = nlohmann::ordered_json;

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

// Read as a lesson file is: in the file's order, which a text's languages keep.
Lesson read_back(const Lesson& l) { return app::lesson_from_json(ordered::parse(app::lesson_to_json(l).dump(2))); }

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
    const ordered j = ordered::parse(text);
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
    const Lesson back = app::lesson_from_json(ordered::parse(j.dump()));
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
  // Written by the program before its fields were a table (its texts in several languages
  // since); read from its folder and saved there again, byte for byte.
  const std::string file = std::string(ATTN_LESSON_FIXTURE_DIR) + "/every_field.lesson.json";
  const Lesson l = app::load_lesson(file);
  EXPECT_TRUE(l.scene_problems.empty()) << l.scene_problems.front();
  EXPECT_EQ(l.scenes.size(), 7u);
  EXPECT_EQ(app::lesson_file_text(l, file), read(file));
  EXPECT_EQ(app::lesson_to_json(read_back(app::lesson_from_json(ordered::parse(read(file))))).dump(2) + "\n", read(file));
  // Its texts in several languages: the lesson's title, a scene's title and notes.
  EXPECT_TRUE(l.title.by_language());
  EXPECT_EQ(l.title.in("zh-CN"), "每一个字段");
  EXPECT_EQ(l.title.in("en"), "Every field");
  EXPECT_TRUE(l.scenes[1].notes.by_language());
  EXPECT_EQ(l.scenes[1].notes.in("fr"), "its own notes");
}

// ---- Text in several languages (LanguagesCodec rows) ------------------------------------

namespace {

// A text row: a lesson's own field, or its first scene's (its text, or a setting a scene sets).
struct TextRow {
  std::string name;
  bool in_scene = false;
  std::function<app::LessonText(Lesson&)> of;
};

std::vector<TextRow> text_rows() {
  std::vector<TextRow> out;
  for (const Field<Lesson>& row : rows()) {
    if (row.text) out.push_back({row.name, false, [&row](Lesson& l) { return *row.text(l); }});
    if (row.text && row.scene) {
      out.push_back({row.name, true, [&row](Lesson& l) {
                       Lesson shown = app::lesson_at_scene(l, 0);
                       return *row.text(shown);
                     }});
    }
  }
  for (const Field<app::LessonScene>& row : app::scene_text_fields()) {
    if (row.text) out.push_back({row.name, true, [&row](Lesson& l) { return *row.text(l.scenes.at(0)); }});
  }
  return out;
}

// A lesson file's text with `value` as the text row's value, its own or its one scene's.
std::string lesson_with(const TextRow& row, const ordered& value) {
  ordered j = {{"version", 1}, {"source", "a b c"}};
  if (row.in_scene) {
    ordered scene = {{"title", "the scene"}};
    scene[row.name] = value;
    j["scenes"] = ordered::array({scene});
  } else {
    j[row.name] = value;
  }
  return j.dump(2) + "\n";
}

app::LessonText text_of(Lesson l, const TextRow& row) { return row.of(l); }

}  // namespace

TEST(LessonText, IsChosenInTheLanguageAskedThenItsRegionsThenEnglishThenTheFirst) {
  const app::LessonText t = app::LessonText::by_languages({{"zh-CN", "四个头"}, {"en", "Four heads"}, {"fr", "Quatre têtes"}});
  EXPECT_EQ(t.in("zh-CN"), "四个头");
  EXPECT_EQ(t.in("zh-cn"), "四个头");
  EXPECT_EQ(t.in("zh-TW"), "四个头") << "the same language of another region";
  EXPECT_EQ(t.in("fr"), "Quatre têtes");
  EXPECT_EQ(t.in("de"), "Four heads");
  EXPECT_EQ(t.in(attn::i18n::kPseudoTag), "Four heads");
  const app::LessonText no_english = app::LessonText::by_languages({{"zh-CN", "四个头"}, {"fr", "Quatre têtes"}});
  EXPECT_EQ(no_english.in("de"), "四个头") << "the first given";
  const app::LessonText plain("Four heads");
  EXPECT_FALSE(plain.by_language());
  EXPECT_EQ(plain.in("zh-CN"), "Four heads");
  EXPECT_TRUE(app::LessonText().empty());
  EXPECT_EQ(app::LessonText().in("en"), "");
}

TEST(LessonText, AnEditChangesTheTextOfOneLanguageOnly) {
  app::LessonText t = app::LessonText::by_languages({{"zh-CN", "四个头"}, {"en", "Four heads"}});
  t.set("zh-CN", "八个头");
  EXPECT_EQ(t.in("zh-CN"), "八个头");
  EXPECT_EQ(t.in("en"), "Four heads");
  t.set(attn::i18n::kPseudoTag, "Eight heads");  // the pseudo-language shows and edits English
  EXPECT_EQ(t.in("en"), "Eight heads");
  EXPECT_EQ(t.entries().size(), 2u);
  t.set("fr", "Huit têtes");  // a language it lacked: added after the others
  ASSERT_EQ(t.entries().size(), 3u);
  EXPECT_EQ(t.entries()[2].tag, "fr");
  app::LessonText plain("Four heads");
  plain.set("zh-CN", "四个头");
  EXPECT_FALSE(plain.by_language()) << "a string stays a string";
  EXPECT_EQ(plain.in("en"), "四个头");
}

TEST(LessonText, LanguageTagsAreBcp47sShape) {
  for (const char* tag : {"en", "zh-CN", "zh-Hans-CN", "fr", "yue", "es-419", "en-XA"}) {
    EXPECT_TRUE(app::is_language_tag(tag)) << tag;
  }
  for (const char* tag : {"", "e", "english", "zh_CN", "zh-", "-CN", "zh--CN", "zh-toolongsubtag", "中文", "en US"}) {
    EXPECT_FALSE(app::is_language_tag(tag)) << tag;
  }
}

TEST_F(LessonFiles, EachTextIsAStringOrAnObjectOfLanguagesAndIsSavedAsRead) {
  ASSERT_FALSE(text_rows().empty());
  for (const TextRow& row : text_rows()) {
    for (const ordered& value : {ordered("Four heads"), ordered::parse(R"({"zh-CN": "四个头", "en": "Four heads"})"),
                                 ordered::parse(R"({"en": "Four heads", "zh-CN": "四个头", "fr": "Quatre têtes"})")}) {
      const std::string file = write("l.lesson.json", lesson_with(row, value));
      const Lesson l = app::load_lesson(file);
      ASSERT_TRUE(l.scene_problems.empty()) << row.name << ": " << l.scene_problems.front();
      // Saved: the text as it was given (an object's languages in their order), and again as saved.
      const std::string text = app::lesson_file_text(l, file);
      const ordered saved = ordered::parse(text);
      EXPECT_EQ(row.in_scene ? saved.at("scenes").at(0).at(row.name) : saved.at(row.name), value) << row.name;
      EXPECT_EQ(app::lesson_file_text(app::load_lesson(write("l.lesson.json", text)), file), text) << row.name;
      EXPECT_EQ(text_of(l, row).in("zh-CN"), value.is_string() ? "Four heads" : "四个头") << row.name;
      EXPECT_EQ(text_of(l, row).in("de"), "Four heads") << row.name;
      // Through the window: the same file again. (A scene's own source or target is what the
      // window shows once the scene opens, and is written back as the lesson's: checked for
      // the lesson's own texts.)
      if (row.in_scene && (row.name == "source" || row.name == "target")) continue;
      app::AppState state;
      app::apply_lesson(state, l);
      EXPECT_EQ(app::lesson_file_text(app::lesson_from_state(state), file), text) << row.name << " through the window";
    }
  }
}

TEST_F(LessonFiles, AMalformedTextIsRefusedNamingTheFieldAndTheScene) {
  const std::vector<std::pair<ordered, std::string>> wrong = {
      {ordered(3), "must be text, or its text in each language"},
      {ordered::object(), "is an empty object"},
      {ordered::parse(R"({"en": "Four heads", "zh-CN": 4})"), "must be text in \"zh-CN\", got 4"},
      {ordered::parse(R"({"zh_CN": "四个头"})"), "has \"zh_CN\", which is not a language tag"},
      {ordered::parse(R"({"en": "a", "EN": "b"})"), "gives the language"},
  };
  for (const TextRow& row : text_rows()) {
    for (const auto& [value, problem] : wrong) {
      const std::string file = write("bad.lesson.json", lesson_with(row, value));
      if (row.in_scene) {
        const Lesson l = app::load_lesson(file);
        ASSERT_EQ(l.scene_problems.size(), 1u) << row.name << " " << value.dump();
        const std::string& message = l.scene_problems[0];
        EXPECT_EQ(message.rfind("scene 1", 0), 0u) << message;
        EXPECT_NE(message.find("'" + row.name + "' " + problem), std::string::npos) << message;
      } else {
        try {
          app::load_lesson(file);
          ADD_FAILURE() << row.name << ": " << value.dump() << " is taken";
        } catch (const std::runtime_error& e) {
          EXPECT_NE(std::string(e.what()).find("'" + row.name + "' " + problem), std::string::npos) << e.what();
        }
      }
    }
  }
}

TEST_F(LessonFiles, TheWindowShowsTheTextOfTheLanguageChosenAndEditsThatOneOnly) {
  attn::i18n::set_catalog_folder(std::string(ATTN_ASSET_DIR) + "/locale");
  ASSERT_EQ(attn::i18n::set_language("en"), "");
  const std::string file = write("two.lesson.json", R"({
  "version": 1,
  "title": {"en": "Masks", "zh-CN": "掩码"},
  "source": {"en": "a b c", "zh-CN": "甲 乙 丙"},
  "notes": {"en": "The lesson's notes", "zh-CN": "课程的备注"},
  "scenes": [{"title": {"zh-CN": "第一个场景", "en": "The first scene"}}]
}
)");
  app::AppState state;
  app::apply_lesson(state, app::load_lesson(file));
  EXPECT_EQ(state.source_text, "a b c");
  EXPECT_EQ(state.title.shown(), "Masks");
  EXPECT_EQ(state.notes.shown(), "The lesson's notes");
  EXPECT_NE(app::scene_label(state).find("The first scene"), std::string::npos);
  // Switched live: the same state shows the other language, nothing applied again.
  ASSERT_EQ(attn::i18n::set_language("zh-CN"), "");
  EXPECT_EQ(state.title.shown(), "掩码");
  EXPECT_EQ(state.notes.shown(), "课程的备注");
  EXPECT_NE(app::scene_label(state).find("第一个场景"), std::string::npos);
  state.need_recompute = false;
  app::follow_language(state);  // the frame's first step
  EXPECT_EQ(state.source_text, "甲 乙 丙");
  EXPECT_TRUE(state.need_recompute);
  state.source_text = "甲 乙 丙 丁";  // typed in the Input panel
  // Edited in Chinese: the Chinese changes, the English stays (the notes edited on a scene
  // are the scene's own).
  state.notes.set_shown("课程的新备注");
  app::rename_scene(state, "场景一");
  ASSERT_EQ(attn::i18n::set_language("en"), "");
  app::follow_language(state);
  EXPECT_EQ(state.source_text, "a b c");
  const Lesson saved = app::lesson_from_state(state);
  EXPECT_EQ(saved.scenes.at(0).settings.source.in("zh-CN"), "甲 乙 丙 丁");
  EXPECT_EQ(saved.scenes.at(0).settings.source.in("en"), "a b c");
  EXPECT_EQ(saved.scenes.at(0).notes.in("zh-CN"), "课程的新备注");
  EXPECT_EQ(saved.scenes.at(0).notes.in("en"), "The lesson's notes");
  EXPECT_EQ(saved.notes.in("zh-CN"), "课程的备注");
  EXPECT_EQ(saved.scenes.at(0).title.in("zh-CN"), "场景一");
  EXPECT_EQ(saved.scenes.at(0).title.in("en"), "The first scene");
  EXPECT_EQ(saved.scenes.at(0).title.entries().front().tag, "zh-CN") << "the languages keep their order";
}
