// libFuzzer target: the lesson loader on arbitrary bytes. Any input must end in a lesson
// or in an exception with a message; never a crash, a hang or undefined behaviour.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>

#include "io/case_json.hpp"
#include "model/lesson_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const attn::app::Lesson lesson =
        attn::app::lesson_from_json(attn::io::parse_json_text(text, "the lesson"));
    // What was read must write back and read again to the same lesson.
    const attn::app::Lesson again = attn::app::lesson_from_json(
        nlohmann::json::parse(attn::app::lesson_to_json(lesson).dump()));
    if (again.source != lesson.source || again.d_model != lesson.d_model) __builtin_trap();
  } catch (const std::exception&) {
  }
  return 0;
}
