// libFuzzer target: the compute-case loader and run_case on arbitrary bytes, with small
// limits so each input stays quick. A case either runs or is refused with a message.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>

#include "core/teaching/case.hpp"
#include "io/case_json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    attn::AttentionCase c = attn::io::case_from_json(attn::io::parse_json_text(text, "the case"));
    c.config.memory_limit_bytes = std::size_t{32} << 20;
    c.max_tokens = 256;
    const attn::CaseResult r = attn::run_case(c);
    // A result is never NaN: rows sum to 1 or (fully masked) to 0.
    for (const attn::HeadTrace& h : r.trace.heads) {
      if (!h.weights.view().allFinite() || !h.context.allFinite()) __builtin_trap();
    }
    if (!r.trace.output.allFinite()) __builtin_trap();
    (void)attn::io::result_to_json(c, r).dump();
  } catch (const std::exception&) {
  }
  return 0;
}
