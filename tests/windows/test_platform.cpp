// io/platform_windows.cpp and what stands on it, on Windows (under Wine in scripts/build-windows):
// files in a folder whose name no single code page holds, Windows' path forms (and a lesson
// naming them), the child process, and scratch kept per thread freed when the thread ends.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "core/base/per_thread.hpp"
#include "io/atomic_file.hpp"
#include "io/dir_listing.hpp"
#include "io/platform.hpp"
#include "model/lesson_file.hpp"

namespace {

namespace platform = attn::io::platform;

std::string message_of(void (*f)(const std::string&), const std::string& arg) {
  try {
    f(arg);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

// A folder of its own under %TEMP%, named with a space, Latin letters, CJK and a tick.
class Folder : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* temp = platform::environment("TEMP");
    ASSERT_NE(temp, nullptr);
    dir_ = platform::generic_path(temp) + "/Leçons de Zoë 注意力 ✓ " + std::to_string(platform::process_id());
    platform::make_directories(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    std::filesystem::remove_all(platform::to_path(dir_), ec);
  }
  std::string dir_;
};

TEST_F(Folder, AFileWithAnyLettersInItsPathIsWrittenReplacedReadAndListed) {
  const std::string file = dir_ + "/ma leçon ✓.lesson.json";
  attn::io::write_file_atomic(file, "{\"version\": 1}\n");
  EXPECT_EQ(attn::io::read_file(file), "{\"version\": 1}\n");
  attn::io::write_file_atomic(file, "{\"version\": 2}\n");  // over an existing file
  EXPECT_EQ(attn::io::read_file(file), "{\"version\": 2}\n");
  const platform::FileInfo info = platform::file_info(file);
  EXPECT_TRUE(info.exists);
  EXPECT_TRUE(info.is_file);
  EXPECT_FALSE(info.is_directory);
  EXPECT_EQ(info.size, 15u);
  EXPECT_GT(info.modified, 1700000000);  // after November 2023: seconds since 1970

  const attn::io::DirListing listing = attn::io::list_directory(dir_, true);
  EXPECT_EQ(listing.error, "");
  EXPECT_EQ(listing.directory, dir_);
  ASSERT_EQ(listing.entries.size(), 1u);  // no temporary left beside it
  EXPECT_EQ(listing.entries[0].name, "ma leçon ✓.lesson.json");
  EXPECT_EQ(listing.entries[0].size, 15u);
}

TEST_F(Folder, AFileIsMappedIntoMemoryAndRefusedByNameWhenItCannotBe) {
  const std::string file = dir_ + "/poids é.safetensors";
  attn::io::write_file_atomic(file, std::string(100000, 'x') + "end");
  {
    const platform::MappedFile m = platform::MappedFile::open(file);
    ASSERT_EQ(m.size(), 100003u);
    EXPECT_EQ(std::string(reinterpret_cast<const char*>(m.data()) + 100000, 3), "end");
    m.release(m.data(), 4096);
    // Windows does not replace a mapped file (Linux does): the save is refused by name,
    // and the file and the mapping stay whole.
    const auto save = [](const std::string& path) { attn::io::write_file_atomic(path, "new"); };
    EXPECT_NE(message_of(save, file).find("poids é.safetensors"), std::string::npos);
    EXPECT_EQ(std::string(reinterpret_cast<const char*>(m.data()) + 100000, 3), "end");
    EXPECT_EQ(attn::io::list_directory(dir_, true).entries.size(), 1u);  // no temporary left
  }
  attn::io::write_file_atomic(file, "new");  // unmapped: replaced
  EXPECT_EQ(attn::io::read_file(file), "new");
  const auto open = [](const std::string& path) { (void)platform::MappedFile::open(path); };
  EXPECT_NE(message_of(open, dir_).find("it is a directory"), std::string::npos);
  const std::string missing = message_of(open, dir_ + "/absent ✓.safetensors");
  EXPECT_NE(missing.find("absent ✓.safetensors"), std::string::npos) << missing;
}

TEST_F(Folder, NestedFoldersAreMadeAndAFileInTheWayIsNamed) {
  const std::string deep = dir_ + "/un/deux/trois";
  platform::make_directories(deep);
  EXPECT_TRUE(platform::file_info(deep).is_directory);
  attn::io::write_file_atomic(dir_ + "/fichier", "x");
  const std::string message = message_of(platform::make_directories, dir_ + "/fichier/sous");
  EXPECT_NE(message.find("fichier"), std::string::npos) << message;
}

// A lesson saved naming a checkpoint and a model folder by absolute Windows paths (a drive
// and '/', a drive and '\\') opens again with them as written, not read from its own folder
// (which a test of a leading '/' did); a scene naming its own is kept (it is there); a
// relative path is read from the lesson's folder.
TEST_F(Folder, ALessonNamingAbsoluteWindowsPathsOpensAgainWithThem) {
  const std::string checkpoint = dir_ + "/models/translate.safetensors";
  platform::make_directories(dir_ + "/models/gpt2 ✓");
  attn::io::write_file_atomic(checkpoint, "a checkpoint (not read here)");
  attn::io::write_file_atomic(dir_ + "/models/gpt2 ✓/config.json", "{}");
  ASSERT_EQ(checkpoint.substr(1, 2), ":/") << checkpoint;
  std::string backslashed = dir_ + "/models/gpt2 ✓";
  std::replace(backslashed.begin(), backslashed.end(), '/', '\\');

  attn::app::Lesson l;
  l.source = "the blue creature sees a small cat";
  l.checkpoint = checkpoint;
  l.model = backslashed;
  l.diff.checkpoint_a = "D:/runs/a.safetensors";
  l.diff.checkpoint_b = "b.safetensors";
  attn::app::SceneSettings own = l;
  own.checkpoint = std::string(checkpoint).replace(2, 1, "\\");  // a backslash after the drive, '/' after the folders
  own.model = dir_ + "/models/gpt2 ✓";
  l.scenes = {{"the lesson's", "", l}, {"its own", "", own}};
  const std::string lessons = dir_ + "/leçons";
  platform::make_directories(lessons);
  const std::string file = lessons + "/absolue ✓.lesson.json";
  attn::app::save_lesson(file, l);
  const std::string text = attn::io::read_file(file);
  const nlohmann::json written = nlohmann::json::parse(text);
  EXPECT_EQ(written.at("checkpoint"), checkpoint);
  EXPECT_EQ(written.at("model"), backslashed);

  const attn::app::Lesson back = attn::app::load_lesson(file);
  ASSERT_EQ(back.scenes.size(), 2u) << back.scene_problems.front();
  EXPECT_EQ(back.checkpoint, checkpoint);
  EXPECT_EQ(back.model, backslashed);
  EXPECT_EQ(back.diff.checkpoint_a, "D:/runs/a.safetensors");
  EXPECT_EQ(back.diff.checkpoint_b, lessons + "/b.safetensors");
  EXPECT_EQ(back.scenes[1].settings.checkpoint, own.checkpoint);
  EXPECT_EQ(back.scenes[1].settings.model, own.model);
  attn::app::save_lesson(file, back);
  EXPECT_EQ(attn::io::read_file(file), text) << "saved again, the same";

  EXPECT_EQ(attn::app::lesson_file_path("C:/cours", "D:\\m"), "D:\\m");
  EXPECT_EQ(attn::app::lesson_file_path("C:/cours", "//server/share/m"), "//server/share/m");
  EXPECT_EQ(attn::app::lesson_file_path("C:/cours", "m"), "C:/cours/m");
  EXPECT_EQ(attn::app::lesson_file_path("C:/", "m"), "C:/m");
}

TEST(WindowsPaths, DrivesBackslashesAndRootsAreUnderstood) {
  EXPECT_TRUE(platform::is_absolute("C:/Users"));
  EXPECT_TRUE(platform::is_absolute("c:\\Users"));
  EXPECT_TRUE(platform::is_absolute("//server/share"));
  EXPECT_FALSE(platform::is_absolute("Users/ana"));
  EXPECT_FALSE(platform::is_absolute("C:relative"));
  EXPECT_EQ(platform::generic_path("C:\\Users\\Zoë\\Leçons"), "C:/Users/Zoë/Leçons");
  EXPECT_EQ(platform::root_of("c:/Users"), "C:/");
  EXPECT_EQ(platform::root_of("Users"), "");

  EXPECT_EQ(attn::io::directory_of("C:/moles.json"), "C:/");
  EXPECT_EQ(attn::io::directory_of("C:/Users/moles.json"), "C:/Users");
  EXPECT_EQ(attn::io::parent_directory("C:/Users/ana"), "C:/Users");
  EXPECT_EQ(attn::io::parent_directory("C:/Users"), "C:/");
  EXPECT_EQ(attn::io::parent_directory("C:/"), "C:/");
  const std::string home = "C:/Users/ana";
  EXPECT_EQ(attn::io::resolve_typed_path("C:/Users/ana/Leçons", "D:\\cours\\x.json", home), "D:/cours/x.json");
  EXPECT_EQ(attn::io::resolve_typed_path("C:/Users/ana/Leçons", "..\\x.json", home), "C:/Users/ana/x.json");
  EXPECT_EQ(attn::io::resolve_typed_path("C:/Users/ana/Leçons", "~/y.json", home), "C:/Users/ana/y.json");
  EXPECT_EQ(attn::io::resolve_typed_path("C:/", "z.json", home), "C:/z.json");

  const std::vector<std::string> roots = platform::roots();
  EXPECT_NE(std::find(roots.begin(), roots.end(), "C:/"), roots.end());
  const attn::io::DirListing c = attn::io::list_directory("C:/", false);
  EXPECT_EQ(c.error, "");
  EXPECT_EQ(c.directory, "C:/");
}

TEST(WindowsPaths, TheProgramFindsItselfItsFolderAndTheUsersData) {
  const std::string exe = platform::executable_path();
  ASSERT_GT(exe.size(), 4u);
  EXPECT_EQ(exe.substr(exe.size() - 4), ".exe");
  EXPECT_EQ(exe.find('\\'), std::string::npos) << exe;
  EXPECT_TRUE(platform::is_absolute(platform::working_directory()));
  const std::string app_data = platform::app_data_directory();
  EXPECT_TRUE(platform::is_absolute(app_data)) << app_data;
  EXPECT_NE(platform::home_directory(), "");
}

TEST(WindowsChildProcess, RunsWithArgumentsAndGivesItsOutputAndStatus) {
  const char* temp = platform::environment("TEMP");
  ASSERT_NE(temp, nullptr);
  const std::string log = platform::generic_path(temp) + "/child é " + std::to_string(platform::process_id()) + ".log";
  const char* system_root = platform::environment("SystemRoot");
  ASSERT_NE(system_root, nullptr);
  const std::string cmd = platform::generic_path(system_root) + "/system32/cmd.exe";
  {
    platform::ChildProcess child({cmd, "/c", "echo", "two", "a b"}, log);
    EXPECT_EQ(child.wait(), 0);
  }
  const std::string out = attn::io::read_file(log);
  EXPECT_NE(out.find("two \"a b\""), std::string::npos) << out;  // an argument with a space, quoted
  {
    platform::ChildProcess child({cmd, "/c", "exit", "3"}, log);
    EXPECT_EQ(child.wait(), 3);
  }
  platform::remove_file(log);
}

std::atomic<int> g_destroyed{0};
struct Scratch {
  std::vector<float> values = std::vector<float>(1000, 1.0f);
  ~Scratch() { g_destroyed += values.size() == 1000 ? 1 : 100; }  // 100: freed before
};

TEST(PerThread, EachThreadsScratchIsItsOwnAndIsDestroyedWhenTheThreadEnds) {
  Scratch* mine = &attn::per_thread<Scratch>();
  Scratch* other = nullptr;
  std::thread t([&] {
    other = &attn::per_thread<Scratch>();
    other->values[0] = 2.0f;
  });
  t.join();
  EXPECT_NE(mine, other);
  EXPECT_EQ(mine->values[0], 1.0f);
  EXPECT_EQ(g_destroyed.load(), 1);  // whole when its destructor ran
}

}  // namespace
