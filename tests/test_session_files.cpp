// What the program keeps between runs: where (XDG), the autosave's format, the recent
// lessons list, the unsaved-changes comparison, the autosave interval, and the clean-up of
// temporaries a killed save left behind.
#include <sys/stat.h>
#include <sys/time.h>

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/model/weights.hpp"
#include "io/atomic_file.hpp"
#include "model/lesson_file.hpp"
#include "model/session.hpp"
#include "model/session_files.hpp"
#include "model/state.hpp"
#include "temp_dir.hpp"

using namespace attn;

namespace {

class SessionFiles : public attn::testing::TempDirTest {
 protected:
  // Sets the file's modification time `seconds_ago` into the past.
  void age(const std::string& file, int seconds_ago) const {
    struct timeval now {};
    gettimeofday(&now, nullptr);
    struct timeval times[2] = {now, now};
    times[0].tv_sec -= seconds_ago;
    times[1].tv_sec -= seconds_ago;
    ASSERT_EQ(utimes(file.c_str(), times), 0) << file;
  }
  bool exists(const std::string& file) const {
    struct stat st {};
    return stat(file.c_str(), &st) == 0;
  }
  std::string error_of(const std::function<void()>& f) const {
    try {
      f();
    } catch (const std::exception& e) {
      return e.what();
    }
    return "(no error)";
  }
};

app::Lesson small_lesson() {
  app::Lesson l;
  l.title = "Moles";
  l.source = "one mole of carbon dioxide";
  l.target = "American shrew mole";
  l.d_model = 32;
  l.heads = 2;
  return l;
}

}  // namespace

// --- where ---------------------------------------------------------------------------------

TEST(DataDirectory, XdgDataHomeWinsWhenAbsolute) {
  EXPECT_EQ(app::data_directory("/data/xdg", "/home/ana"), "/data/xdg/attention-explorer");
}

TEST(DataDirectory, FallsBackToHomeLocalShare) {
  EXPECT_EQ(app::data_directory(nullptr, "/home/ana"), "/home/ana/.local/share/attention-explorer");
  EXPECT_EQ(app::data_directory("", "/home/ana/"), "/home/ana/.local/share/attention-explorer");
}

TEST(DataDirectory, RelativeXdgDataHomeIsIgnored) {
  // The XDG rule: a relative path in these variables is invalid.
  EXPECT_EQ(app::data_directory("relative/dir", "/home/ana"),
            "/home/ana/.local/share/attention-explorer");
}

TEST(DataDirectory, NothingUsableGivesEmpty) {
  EXPECT_EQ(app::data_directory(nullptr, nullptr), "");
  EXPECT_EQ(app::data_directory("", "not/absolute"), "");
  EXPECT_EQ(app::data_directory(nullptr, "/"), "/.local/share/attention-explorer");
}

TEST_F(SessionFiles, MakeDirectoriesCreatesParentsAndNamesWhatIsInTheWay) {
  const std::string deep = path("a/b/c");
  app::make_directories(deep);
  struct stat st {};
  ASSERT_EQ(stat(deep.c_str(), &st), 0);
  EXPECT_TRUE(S_ISDIR(st.st_mode));
  EXPECT_EQ(st.st_mode & 0777, 0700u);
  app::make_directories(deep);  // existing: fine
  write("file", "x");
  const std::string message = error_of([&] { app::make_directories(path("file/sub")); });
  EXPECT_NE(message.find(path("file")), std::string::npos) << message;
}

// --- autosave.json ---------------------------------------------------------------------------

TEST_F(SessionFiles, AutosaveRoundTripKeepsTheLessonAndItsPath) {
  app::Lesson l = small_lesson();
  l.causal = true;
  l.weights = random_weights(32, 7);
  const std::string file = path("autosave.json");
  io::write_file_atomic(file, app::autosave_text(l, "/home/ana/moles.json"));
  const app::Autosave a = app::load_autosave(file);
  EXPECT_EQ(a.lesson_path, "/home/ana/moles.json");
  EXPECT_EQ(a.lesson.title, "Moles");
  EXPECT_TRUE(a.lesson.causal);
  ASSERT_TRUE(a.lesson.weights.has_value());
  EXPECT_TRUE(app::same_snapshot(app::snapshot_of(a.lesson), app::snapshot_of(l)));
  // An autosave is a lesson file too: it opens as one.
  EXPECT_EQ(app::load_lesson(file).source, l.source);
}

TEST_F(SessionFiles, AutosaveOfANewerVersionIsRefusedWithTheReason) {
  const std::string file = write("autosave.json", R"({"version": 2, "source": "a b"})");
  const std::string message = error_of([&] { app::load_autosave(file); });
  EXPECT_NE(message.find(file), std::string::npos) << message;
  EXPECT_NE(message.find("newer"), std::string::npos) << message;
}

TEST_F(SessionFiles, BrokenAutosaveNamesTheProblem) {
  const std::string half = write("half.json", R"({"version": 1, "source": "a b)");
  EXPECT_NE(error_of([&] { app::load_autosave(half); }).find("not valid JSON"), std::string::npos);
  const std::string huge = write("huge.json", R"({"version": 1e999, "source": "a b"})");
  EXPECT_NE(error_of([&] { app::load_autosave(huge); }).find("not valid JSON"), std::string::npos);
  const std::string bad_path = write("p.json", R"({"version": 1, "source": "a", "lesson_path": 3})");
  EXPECT_NE(error_of([&] { app::load_autosave(bad_path); }).find("'lesson_path' must be a string"),
            std::string::npos);
  EXPECT_NE(error_of([&] { app::load_autosave(path("none.json")); }).find("none.json"),
            std::string::npos);
}

// --- recent.json -----------------------------------------------------------------------------

TEST(RecentList, NewestFirstWithoutDuplicates) {
  std::vector<std::string> r;
  r = app::add_recent(r, "/a.json");
  r = app::add_recent(r, "/b.json");
  r = app::add_recent(r, "/c.json");
  EXPECT_EQ(r, (std::vector<std::string>{"/c.json", "/b.json", "/a.json"}));
  r = app::add_recent(r, "/a.json");  // opened again: moves to the front, once
  EXPECT_EQ(r, (std::vector<std::string>{"/a.json", "/c.json", "/b.json"}));
}

TEST(RecentList, KeepsTheLastTen) {
  std::vector<std::string> r;
  for (int i = 0; i < 15; ++i) r = app::add_recent(r, "/l" + std::to_string(i) + ".json");
  ASSERT_EQ(r.size(), app::kRecentMax);
  EXPECT_EQ(r.front(), "/l14.json");
  EXPECT_EQ(r.back(), "/l5.json");
}

TEST(RecentList, RemoveDropsEveryCopy) {
  const std::vector<std::string> r = {"/a.json", "/b.json", "/a.json"};
  EXPECT_EQ(app::remove_recent(r, "/a.json"), (std::vector<std::string>{"/b.json"}));
  EXPECT_EQ(app::remove_recent(r, "/x.json"), r);
}

TEST_F(SessionFiles, RecentRoundTrip) {
  const std::vector<std::string> r = {"/home/ana/x.json", "/tmp/y z.json", "/lessons/中文.json"};
  app::save_recent(path("recent.json"), r);
  EXPECT_EQ(app::load_recent(path("recent.json")), r);
}

TEST_F(SessionFiles, MissingRecentFileIsAnEmptyList) {
  EXPECT_TRUE(app::load_recent(path("recent.json")).empty());
}

TEST_F(SessionFiles, RecentFileIsCheckedAndTrimmed) {
  EXPECT_NE(error_of([&] { app::load_recent(write("a.json", "[1, 2]")); }).find("expected"),
            std::string::npos);
  EXPECT_NE(error_of([&] { app::load_recent(write("b.json", R"({"files": ["/a", 3]})")); })
                .find("must be a path"),
            std::string::npos);
  EXPECT_NE(error_of([&] { app::load_recent(write("c.json", R"({"version": 9, "files": []})")); })
                .find("version"),
            std::string::npos);
  std::string many = R"({"version": 1, "files": [)";
  for (int i = 0; i < 14; ++i) many += (i ? "," : "") + std::string("\"/f") + std::to_string(i % 12) + "\"";
  many += "]}";
  const auto list = app::load_recent(write("d.json", many));
  EXPECT_EQ(list.size(), app::kRecentMax);  // 12 different names, duplicates dropped, trimmed
  EXPECT_EQ(list.front(), "/f0");
}

// --- unsaved changes -------------------------------------------------------------------------

TEST(LessonSnapshot, EqualLessonsAreTheSame) {
  app::Lesson a = small_lesson();
  a.weights = random_weights(32, 1);
  const app::Lesson b = a;
  EXPECT_TRUE(app::same_snapshot(app::snapshot_of(a), app::snapshot_of(b)));
}

TEST(LessonSnapshot, AnyFieldChangeIsAChange) {
  const app::Lesson base = small_lesson();
  auto differs = [&](auto change) {
    app::Lesson l = base;
    change(l);
    return !app::same_snapshot(app::snapshot_of(base), app::snapshot_of(l));
  };
  EXPECT_FALSE(differs([](app::Lesson&) {}));
  EXPECT_TRUE(differs([](app::Lesson& l) { l.causal = true; }));
  EXPECT_TRUE(differs([](app::Lesson& l) { l.heads = 4; }));
  EXPECT_TRUE(differs([](app::Lesson& l) { l.source = l.source.shown() + " again"; }));
  EXPECT_TRUE(differs([](app::Lesson& l) { l.notes = "ask about the mask"; }));
  EXPECT_TRUE(differs([](app::Lesson& l) { l.view = "compare"; }));
  EXPECT_TRUE(differs([](app::Lesson& l) { l.temperature = 0.5f; }));
  EXPECT_TRUE(differs([](app::Lesson& l) { l.weights = random_weights(32, 3); }));
  // What a file cannot tell apart is no change: 0.70000001 is written as 0.7.
  EXPECT_FALSE(differs([](app::Lesson& l) { l.temperature = 1.0f + 1e-7f; }));
}

TEST(LessonSnapshot, WeightsAreComparedByValue) {
  app::Lesson a = small_lesson();
  a.weights = random_weights(32, 1);
  app::Lesson b = a;
  b.weights->w_v(3, 4) += 1e-3f;
  EXPECT_FALSE(app::same_snapshot(app::snapshot_of(a), app::snapshot_of(b)));
  app::Lesson c = a;
  c.weights = random_weights(16, 1);  // another size: no comparison of mismatched shapes
  EXPECT_FALSE(app::same_snapshot(app::snapshot_of(a), app::snapshot_of(c)));
  app::Lesson d = a;
  d.weights.reset();
  EXPECT_FALSE(app::same_snapshot(app::snapshot_of(a), app::snapshot_of(d)));
}

TEST(LessonSnapshot, ThePathCountsWhenGiven) {
  const app::Lesson l = small_lesson();
  EXPECT_FALSE(app::same_snapshot(app::snapshot_of(l, "/a.json"), app::snapshot_of(l, "/b.json")));
  EXPECT_TRUE(app::same_snapshot(app::snapshot_of(l, "/a.json"), app::snapshot_of(l, "/a.json")));
}

// --- interval --------------------------------------------------------------------------------

TEST(AutosaveInterval, ReadsPositiveNumbersOnly) {
  EXPECT_EQ(app::autosave_interval(nullptr), 30.0);
  EXPECT_EQ(app::autosave_interval(""), 30.0);
  EXPECT_EQ(app::autosave_interval("2"), 2.0);
  EXPECT_EQ(app::autosave_interval("0.25"), 0.25);
  EXPECT_EQ(app::autosave_interval("0"), 30.0);
  EXPECT_EQ(app::autosave_interval("-5"), 30.0);
  EXPECT_EQ(app::autosave_interval("5s"), 30.0);
  EXPECT_EQ(app::autosave_interval("nan"), 30.0);
  EXPECT_EQ(app::autosave_interval("abc", 12.0), 12.0);
}

// --- stale temporaries -----------------------------------------------------------------------

TEST_F(SessionFiles, StaleTemporariesOfTheTargetGoAndNothingElse) {
  const std::string target = write("lesson.json", "{}");
  const std::string stale = write("lesson.json.tmp-Ab12Cd", "half");
  const std::string young = write("lesson.json.tmp-Xy34Zw", "a save in progress");
  const std::string other = write("other.json.tmp-Ab12Cd", "another file's");
  const std::string odd = write("lesson.json.tmp-toolong1", "not mkstemp's");
  const std::string mine = write("lesson.json.tmp-notes", "not mkstemp's either");
  mkdir(path("lesson.json.tmp-Dir123").c_str(), 0700);
  for (const std::string& f : {stale, other, odd, mine, path("lesson.json.tmp-Dir123")}) age(f, 3600);
  age(young, 10);

  EXPECT_EQ(io::remove_stale_temporaries(target), 1);
  EXPECT_FALSE(exists(stale));
  EXPECT_TRUE(exists(target));
  EXPECT_TRUE(exists(young)) << "younger than a minute: may belong to a save still running";
  EXPECT_TRUE(exists(other));
  EXPECT_TRUE(exists(odd));
  EXPECT_TRUE(exists(mine));
  EXPECT_TRUE(exists(path("lesson.json.tmp-Dir123")));

  age(young, 61);
  EXPECT_EQ(io::remove_stale_temporaries(target), 1);
  EXPECT_FALSE(exists(young));
}

TEST_F(SessionFiles, StaleTemporaryCleanupNeverThrows) {
  EXPECT_EQ(io::remove_stale_temporaries(path("no/such/dir/lesson.json")), 0);
  EXPECT_EQ(io::remove_stale_temporaries(""), 0);
  EXPECT_EQ(io::remove_stale_temporaries(path("")), 0);  // a directory, no file name
}

// The model folders opened last are kept beside the recent lessons, in a file of their own.
TEST_F(SessionFiles, RecentModelFoldersAreKeptNewestFirst) {
  app::AppState state;
  state.session.enabled = true;
  state.session.data_dir = path("data");
  app::remember_recent_model(state, "/models/SmolLM2-135M");
  app::remember_recent_model(state, "/models/gpt2");
  app::remember_recent_model(state, "/models/SmolLM2-135M");
  const std::vector<std::string> expected{"/models/SmolLM2-135M", "/models/gpt2"};
  EXPECT_EQ(state.session.recent_models, expected);
  EXPECT_EQ(app::load_recent(path("data/recent-models.json")), expected);
  EXPECT_FALSE(exists(path("data/recent.json"))) << "the recent lessons are another list";
  app::forget_recent_model(state, "/models/gpt2");
  EXPECT_EQ(app::load_recent(path("data/recent-models.json")), (std::vector<std::string>{"/models/SmolLM2-135M"}));
}
