// The file browser's folder listing and path arithmetic (io/dir_listing.hpp): order,
// filter, errors, and what a typed path means.
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "io/dir_listing.hpp"
#include "temp_dir.hpp"

using namespace attn;

namespace {

class DirListing : public attn::testing::TempDirTest {
 protected:
  void make_dir(const std::string& name) const { ASSERT_EQ(mkdir(path(name).c_str(), 0755), 0); }

  static std::vector<std::string> names(const io::DirListing& l) {
    std::vector<std::string> out;
    for (const io::DirEntry& e : l.entries) out.push_back(e.is_directory ? e.name + "/" : e.name);
    return out;
  }

  void fill() const {
    make_dir("zoo");
    make_dir("Archive");
    make_dir(".git");
    write("b.json", "{}");
    write("A.JSON", "{\"x\": 1}");
    write("notes.txt", "hello");
    write(".hidden.json", "{}");
    write("c.json.bak", "{}");
    ASSERT_EQ(symlink(path("zoo").c_str(), path("link-to-zoo").c_str()), 0);
  }
};

}  // namespace

TEST_F(DirListing, FoldersFirstThenJsonFilesByNameIgnoringCase) {
  fill();
  const io::DirListing l = io::list_directory(dir_, false);
  EXPECT_EQ(l.error, "");
  EXPECT_EQ(l.directory, dir_);
  EXPECT_EQ(names(l), (std::vector<std::string>{"Archive/", "link-to-zoo/", "zoo/", "A.JSON", "b.json"}));
  EXPECT_EQ(l.left_out, 4);  // .git, notes.txt, .hidden.json, c.json.bak
}

TEST_F(DirListing, AllFilesShowsEverything) {
  fill();
  const io::DirListing l = io::list_directory(dir_, true);
  EXPECT_EQ(names(l), (std::vector<std::string>{".git/", "Archive/", "link-to-zoo/", "zoo/", ".hidden.json",
                                                "A.JSON", "b.json", "c.json.bak", "notes.txt"}));
  EXPECT_EQ(l.left_out, 0);
}

TEST_F(DirListing, FileSizes) {
  fill();
  const io::DirListing l = io::list_directory(dir_, false);
  ASSERT_EQ(l.entries.size(), 5u);
  EXPECT_EQ(l.entries[3].size, 8u);  // A.JSON: {"x": 1}
  EXPECT_EQ(l.entries[4].size, 2u);
  EXPECT_EQ(l.entries[0].size, 0u);  // folders: no size
}

TEST_F(DirListing, EmptyFolder) {
  const io::DirListing l = io::list_directory(dir_, false);
  EXPECT_EQ(l.error, "");
  EXPECT_TRUE(l.entries.empty());
}

TEST_F(DirListing, MissingFolderIsAnError) {
  const io::DirListing l = io::list_directory(path("gone"), false);
  EXPECT_EQ(l.error, "The folder '" + path("gone") + "' does not exist");
  EXPECT_TRUE(l.entries.empty());
}

TEST_F(DirListing, AFileIsNotAFolder) {
  write("x.json", "{}");
  EXPECT_EQ(io::list_directory(path("x.json"), false).error, "'" + path("x.json") + "' is not a folder");
}

TEST_F(DirListing, UnreadableFolderSaysWhy) {
  make_dir("locked");
  write("locked/secret.json", "{}");
  ASSERT_EQ(chmod(dir_.c_str(), 0755), 0);
  ASSERT_EQ(chmod(path("locked").c_str(), 0), 0);
  const std::string expected = "Cannot read the folder '" + path("locked") + "': Permission denied";
  // Root reads any folder: the listing then runs in a child as the unprivileged "nobody".
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(2);
    const io::DirListing l = io::list_directory(path("locked"), false);
    if (l.error != expected || !l.entries.empty()) {
      std::fprintf(stderr, "got error \"%s\"\n", l.error.c_str());
      _exit(1);
    }
    _exit(0);
  }
  int status = 0;
  waitpid(child, &status, 0);
  chmod(path("locked").c_str(), 0755);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0) << "1: wrong error text (above); 2: could not drop root";
}

TEST_F(DirListing, FolderInsideAnUnreadableOneSaysWhy) {
  make_dir("locked");
  make_dir("locked/inner");
  ASSERT_EQ(chmod(dir_.c_str(), 0755), 0);
  ASSERT_EQ(chmod(path("locked").c_str(), 0), 0);
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(2);
    const io::DirListing l = io::list_directory(path("locked/inner"), false);
    // Not "does not exist": it may well exist, it cannot be reached.
    _exit(l.error == "Cannot read the folder '" + path("locked/inner") + "': Permission denied" ? 0 : 1);
  }
  int status = 0;
  waitpid(child, &status, 0);
  chmod(path("locked").c_str(), 0755);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
}

TEST_F(DirListing, RelativeFolderIsMadeAbsolute) {
  make_dir("sub");
  const std::string before = io::absolute_path(".");
  ASSERT_EQ(chdir(dir_.c_str()), 0);
  const io::DirListing l = io::list_directory("sub/../sub/", false);
  ASSERT_EQ(chdir(before.c_str()), 0);
  EXPECT_EQ(l.directory, path("sub"));
}

TEST(JsonName, ByExtensionIgnoringCase) {
  EXPECT_TRUE(io::is_json_name("lesson.json"));
  EXPECT_TRUE(io::is_json_name("LESSON.Json"));
  EXPECT_FALSE(io::is_json_name(".json"));
  EXPECT_FALSE(io::is_json_name("lesson.json.bak"));
  EXPECT_FALSE(io::is_json_name("json"));
  EXPECT_FALSE(io::is_json_name("lesson.jsonl"));
}

TEST(Paths, DirectoryOfAPath) {
  EXPECT_EQ(io::directory_of("/home/ana/moles.json"), "/home/ana");
  EXPECT_EQ(io::directory_of("/moles.json"), "/");
  EXPECT_EQ(io::directory_of("/"), "/");
  EXPECT_EQ(io::directory_of("moles.json"), ".");
  EXPECT_EQ(io::directory_of("term2/moles.json"), "term2");
}

TEST(Paths, ParentDirectory) {
  EXPECT_EQ(io::parent_directory("/home/ana/lessons"), "/home/ana");
  EXPECT_EQ(io::parent_directory("/home/ana/lessons/"), "/home/ana");
  EXPECT_EQ(io::parent_directory("/home"), "/");
  EXPECT_EQ(io::parent_directory("/"), "/");
}

TEST(Paths, TypedPathsAreResolvedAgainstTheBrowsersFolder) {
  const std::string d = "/home/ana/lessons";
  EXPECT_EQ(io::resolve_typed_path(d, "moles.json", "/home/ana"), "/home/ana/lessons/moles.json");
  EXPECT_EQ(io::resolve_typed_path(d, "term2/moles.json", "/home/ana"), "/home/ana/lessons/term2/moles.json");
  EXPECT_EQ(io::resolve_typed_path(d, "../x.json", "/home/ana"), "/home/ana/x.json");
  EXPECT_EQ(io::resolve_typed_path(d, "/tmp/y.json", "/home/ana"), "/tmp/y.json");
  EXPECT_EQ(io::resolve_typed_path(d, "~/z.json", "/home/ana"), "/home/ana/z.json");
  EXPECT_EQ(io::resolve_typed_path(d, "~", "/home/ana"), "/home/ana");
  EXPECT_EQ(io::resolve_typed_path(d, "..", "/home/ana"), "/home/ana");
  EXPECT_EQ(io::resolve_typed_path(d, "/", "/home/ana"), "/");
}

TEST(Paths, JsonExtensionIsAddedOnlyWhenThereIsNone) {
  EXPECT_EQ(io::with_json_extension("moles"), "moles.json");
  EXPECT_EQ(io::with_json_extension("/a.b/moles"), "/a.b/moles.json");
  EXPECT_EQ(io::with_json_extension("moles.json"), "moles.json");
  EXPECT_EQ(io::with_json_extension("moles.txt"), "moles.txt");
  EXPECT_EQ(io::with_json_extension(".hidden"), ".hidden.json");
  EXPECT_EQ(io::with_json_extension("moles", ".lesson.json"), "moles.lesson.json");
  EXPECT_EQ(io::with_json_extension("moles.json", ".lesson.json"), "moles.json");
}

TEST(Paths, HumanSizes) {
  EXPECT_EQ(io::human_size(0), "0 bytes");
  EXPECT_EQ(io::human_size(1), "1 byte");
  EXPECT_EQ(io::human_size(999), "999 bytes");
  EXPECT_EQ(io::human_size(1500), "1.5 KB");
  EXPECT_EQ(io::human_size(25000), "25 KB");
  EXPECT_EQ(io::human_size(3400000), "3.4 MB");
}
