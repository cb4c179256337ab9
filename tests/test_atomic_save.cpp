// Saving never loses a file: a write that fails half way (the disk fills) and a process
// killed with SIGKILL in the middle of saving both leave the previous file whole.
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/model/weights.hpp"
#include "io/atomic_file.hpp"
#include "model/lesson_file.hpp"
#include "temp_dir.hpp"

namespace {

class AtomicSave : public attn::testing::TempDirTest {
 protected:
  int files_in_dir() const {
    const std::string command = "exit $(ls -A '" + dir_ + "' | wc -l)";
    const int raw = std::system(command.c_str());
    return WEXITSTATUS(raw);
  }
};

}  // namespace

TEST_F(AtomicSave, DiskFullDuringSaveKeepsTheOldFile) {
  const std::string target = write("lesson.json", "the previous lesson\n");
  const std::string big(4 << 20, 'x');  // 4 MiB, past the 1 MiB file size limit below
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    // In the child, the file system refuses writes past 1 MiB (EFBIG), as a full disk would.
    signal(SIGXFSZ, SIG_IGN);
    rlimit limit{1 << 20, 1 << 20};
    setrlimit(RLIMIT_FSIZE, &limit);
    try {
      attn::io::write_file_atomic(target, big);
      _exit(1);  // the write should have failed
    } catch (const std::runtime_error& e) {
      const std::string message = e.what();
      _exit(message.find("lesson.json") != std::string::npos ? 0 : 2);
    }
  }
  int status = 0;
  waitpid(child, &status, 0);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0) << "1: the write succeeded; 2: the message lacks the path";
  EXPECT_EQ(read(target), "the previous lesson\n");
  EXPECT_EQ(files_in_dir(), 1) << "a temporary file was left behind";
}

TEST_F(AtomicSave, KillDuringSavesLeavesAWholeLesson) {
  // A child saves two different large lessons in turn, as fast as it can; we kill it with
  // SIGKILL at random moments. Every time, the file must parse as one of the two lessons.
  attn::app::Lesson a, b;
  a.source = "first version";
  b.source = "second version";
  a.d_model = b.d_model = 64;
  a.weights = attn::random_weights(64, 1);  // ~300 KB of numbers: a save takes a while
  b.weights = attn::random_weights(64, 2);
  const std::string target = path("lesson.json");
  attn::app::save_lesson(target, a);
  std::mt19937 rng(42);
  for (int round = 0; round < 12; ++round) {
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      for (int i = 0;; ++i) attn::app::save_lesson(target, i % 2 ? a : b);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5 + rng() % 40));
    kill(child, SIGKILL);
    waitpid(child, nullptr, 0);
    const attn::app::Lesson got = attn::app::load_lesson(target);  // throws if half written
    EXPECT_TRUE(got.source == a.source || got.source == b.source) << got.source;
    ASSERT_TRUE(got.weights.has_value());
  }
}
