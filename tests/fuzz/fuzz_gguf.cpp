// libFuzzer target: arbitrary bytes read as a GGUF file (io/gguf.hpp). A file is refused
// with a message or opens; one that opens has every tensor inside the data, of a type
// this program reads, and each small tensor dequantizes to as many floats as it has
// elements.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "core/kernels/quants.hpp"
#include "io/gguf.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  try {
    const attn::io::GgufFile f = attn::io::GgufFile::from_bytes(bytes, "fuzz.gguf");
    for (const attn::io::GgufTensor& t : f.tensors()) {
      if (!attn::kernels::is_known_quant(t.type)) __builtin_trap();
      if (t.bytes > size) __builtin_trap();
      if (t.elements() <= (1u << 16)) {
        if (f.floats(t).size() != t.elements()) __builtin_trap();
      }
    }
    for (const auto& [key, value] : f.metadata()) {
      (void)f.type_of(key);
      (void)value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    }
  } catch (const std::runtime_error&) {
  }
  return 0;
}
