// The GGUF reader (app/io/gguf.hpp) and ggml's block types (core/kernels/quants.hpp) against
// files written apart by scripts/make-gguf-fixtures from the format's description
// (tests/data/gguf/README.md): every metadata type with its value, the alignment and where
// the data starts, each tensor's dimensions, offset and size, and its values dequantized bit
// for bit as ggml's reference dequantizers give them; every broken file refused with a
// message naming the problem; and every prefix of a good file refused, never read past.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/kernels/quants.hpp"
#include "io/gguf.hpp"

namespace io = attn::io;
namespace kernels = attn::kernels;
namespace {
using json = nlohmann::json;  // where the other files have theirs (a unity build joins them)
}  // namespace

namespace {

const std::string kDir = std::string(ATTN_TEST_DATA_DIR) + "/gguf/";

const json& golden() {
  static const json g = [] {
    std::ifstream in(kDir + "golden.json");
    return json::parse(in);
  }();
  return g;
}

std::string bytes_of(const std::string& file) {
  std::ifstream in(kDir + file, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::uint32_t bits_of(float f) {
  std::uint32_t u = 0;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

// A golden float (printed with %.9g, which reads back to the same float) against ours, bit
// for bit; "-0" reads as the integer 0 in JSON, so a zero matches either sign.
void expect_same_float(const json& expected, float got, const std::string& where) {
  const float want = expected.get<float>();
  if (want == 0.0f) {
    EXPECT_EQ(got, 0.0f) << where;
  } else {
    EXPECT_EQ(bits_of(want), bits_of(got)) << where << ": want " << want << ", got " << got;
  }
}

void expect_same_value(const json& want, const json& got, const std::string& type, const std::string& where) {
  if (type == "FLOAT32") {
    expect_same_float(want, static_cast<float>(got.get<double>()), where);
  } else if (type == "FLOAT64") {
    EXPECT_EQ(want.get<double>(), got.get<double>()) << where;
  } else {
    EXPECT_EQ(want, got) << where;
  }
}

TEST(Gguf, EveryContainerCaseReadsAsWritten) {
  ASSERT_EQ(golden()["container"].size(), 5u);
  for (const json& c : golden()["container"]) {
    const std::string file = c["file"];
    SCOPED_TRACE(file);
    const io::GgufFile f = io::GgufFile::open(kDir + file);
    EXPECT_EQ(f.version(), c["version"].get<std::uint32_t>());
    EXPECT_EQ(f.alignment(), c["alignment"].get<std::uint32_t>());
    ASSERT_EQ(f.metadata().size(), c["metadata"].size());
    for (const json& m : c["metadata"]) {
      const std::string key = m["key"];
      const json* v = f.find(key);
      ASSERT_NE(v, nullptr) << key;
      const std::string type = m["type"];
      EXPECT_EQ(io::gguf_type_name(f.type_of(key)), type) << key;
      if (type == "ARRAY") {
        const std::string item = m["item_type"];
        EXPECT_EQ(io::gguf_type_name(f.array_type_of(key)), item) << key;
        ASSERT_EQ(v->size(), m["value"].size()) << key;
        for (std::size_t i = 0; i < v->size(); ++i) {
          expect_same_value(m["value"][i], (*v)[i], item, key + "[" + std::to_string(i) + "]");
        }
      } else {
        expect_same_value(m["value"], *v, type, key);
      }
    }
    ASSERT_EQ(f.tensors().size(), c["tensors"].size());
    const auto* base = reinterpret_cast<const unsigned char*>(f.tensors().front().data) - f.tensors().front().offset;
    for (std::size_t i = 0; i < c["tensors"].size(); ++i) {
      const json& want = c["tensors"][i];
      const io::GgufTensor& t = f.tensors()[i];
      SCOPED_TRACE(t.name);
      EXPECT_EQ(t.name, want["name"].get<std::string>());
      EXPECT_EQ(kernels::quant_name(t.type), want["type"].get<std::string>());
      EXPECT_EQ(t.dims, want["dims"].get<std::vector<std::uint64_t>>());
      EXPECT_EQ(t.offset, want["offset"].get<std::uint64_t>());
      EXPECT_EQ(t.bytes, want["nbytes"].get<std::size_t>());
      EXPECT_EQ(t.offset % f.alignment(), 0u);
      EXPECT_EQ(t.data, base + t.offset);
      EXPECT_EQ(f.tensor(t.name), &t);
      const std::vector<float> values = f.floats(t);
      ASSERT_EQ(values.size(), want["values"].size());
      for (std::size_t j = 0; j < values.size(); ++j) {
        expect_same_float(want["values"][j], values[j], "value " + std::to_string(j));
      }
    }
    EXPECT_EQ(f.tensor("no such tensor"), nullptr);
  }
}

// The data section begins at the first multiple of the alignment after the tensor infos.
TEST(Gguf, DataStartsWhereTheAlignmentSays) {
  for (const json& c : golden()["container"]) {
    const std::string file = c["file"];
    const std::string bytes = bytes_of(file);
    ASSERT_EQ(bytes.size(), c["size"].get<std::size_t>()) << file;
    const io::GgufFile f = io::GgufFile::from_bytes(bytes, file);
    // from_bytes keeps its own copy: the first tensor's data sits data_offset + its offset in.
    const io::GgufTensor& first = f.tensors().front();
    const std::size_t data_offset = c["data_offset"];
    EXPECT_EQ(data_offset % f.alignment(), 0u) << file;
    EXPECT_EQ(std::memcmp(first.data, bytes.data() + data_offset + first.offset, first.bytes), 0) << file;
  }
}

TEST(Gguf, EveryBrokenFileIsRefusedByName) {
  ASSERT_GE(golden()["refusals"].size(), 16u);
  for (const json& c : golden()["refusals"]) {
    const std::string file = c["file"];
    const std::string fragment = c["message"];
    SCOPED_TRACE(file + " (" + c["broken"].get<std::string>() + ")");
    try {
      io::GgufFile::open(kDir + file);
      ADD_FAILURE() << "opened";
    } catch (const std::runtime_error& e) {
      const std::string message = e.what();
      EXPECT_NE(message.find(fragment), std::string::npos) << message;
      EXPECT_NE(message.find(file), std::string::npos) << message;
    }
  }
}

// Every prefix of a good file that ends before its last tensor does is refused with a
// message, and reading never goes past the bytes given (the sanitizer build would see it).
TEST(Gguf, EveryPrefixIsRefused) {
  for (const json& c : golden()["container"]) {
    const std::string file = c["file"];
    const std::string bytes = bytes_of(file);
    const io::GgufFile whole = io::GgufFile::from_bytes(bytes, file);
    std::size_t needed = 0;
    for (const io::GgufTensor& t : whole.tensors()) {
      needed = std::max<std::size_t>(needed, c["data_offset"].get<std::size_t>() + t.offset + t.bytes);
    }
    for (std::size_t n = 0; n < needed; ++n) {
      try {
        io::GgufFile::from_bytes(bytes.substr(0, n), file);
        ADD_FAILURE() << file << " cut to " << n << " bytes opened";
      } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find(file), std::string::npos);
      }
    }
  }
}

TEST(Gguf, TypesAreNamedAsGgmlNamesThem) {
  EXPECT_EQ(kernels::quant_name(0), "F32");
  EXPECT_EQ(kernels::quant_name(12), "Q4_K");
  EXPECT_EQ(kernels::quant_name(16), "IQ2_XXS");
  EXPECT_EQ(kernels::quant_name(30), "BF16");
  EXPECT_EQ(kernels::quant_name(1000), "type 1000");
  for (const std::uint32_t id : {0u, 1u, 2u, 3u, 6u, 7u, 8u, 12u, 13u, 14u, 30u}) EXPECT_TRUE(kernels::is_known_quant(id)) << id;
  for (const std::uint32_t id : {4u, 5u, 9u, 10u, 11u, 15u, 16u, 20u, 23u, 29u, 1000u}) {
    EXPECT_FALSE(kernels::is_known_quant(id)) << id;
  }
  // Bytes a block: ggml's table.
  EXPECT_EQ(kernels::quant_row_bytes(kernels::QuantType::Q8_0, 64), 68u);
  EXPECT_EQ(kernels::quant_row_bytes(kernels::QuantType::Q4_K, 512), 288u);
  EXPECT_EQ(kernels::quant_row_bytes(kernels::QuantType::Q5_K, 256), 176u);
  EXPECT_EQ(kernels::quant_row_bytes(kernels::QuantType::Q6_K, 256), 210u);
  EXPECT_EQ(kernels::quant_row_bytes(kernels::QuantType::BF16, 3), 6u);
}

// Halves: every one of the 65536 as the exact float it names.
TEST(Gguf, EveryHalfIsExact) {
  for (std::uint32_t h = 0; h < 65536; ++h) {
    const float f = kernels::half_to_float(static_cast<std::uint16_t>(h));
    const std::uint32_t e = (h >> 10) & 31, m = h & 1023;
    const double sign = (h & 0x8000) != 0 ? -1.0 : 1.0;
    if (e == 31) {
      if (m == 0) {
        EXPECT_TRUE(std::isinf(f) && std::signbit(f) == (sign < 0)) << h;
      } else {
        EXPECT_TRUE(std::isnan(f)) << h;
      }
      continue;
    }
    const double want = e == 0 ? sign * std::ldexp(static_cast<double>(m), -24)
                               : sign * std::ldexp(1.0 + static_cast<double>(m) / 1024.0, static_cast<int>(e) - 15);
    EXPECT_EQ(static_cast<double>(f), want) << h;
    EXPECT_EQ(std::signbit(f), sign < 0) << h;
  }
}

}  // namespace

namespace {

std::vector<unsigned char> from_hex(const std::string& hex) {
  std::vector<unsigned char> out(hex.size() / 2);
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = static_cast<unsigned char>(std::stoi(hex.substr(2 * i, 2), nullptr, 16));
  return out;
}

}  // namespace

// The program's own quantizers (what the Diff view quantizes a model with) make the bytes
// ggml's reference quantizers make of the same floats, as scripts/fixtures/ggml_quants.py
// reads the C: normal rows, an offset row, zeros, tiny values, a positive largest value.
TEST(GgufQuantize, Q8_0AndQ4_0MakeTheReferenceBytes) {
  std::ifstream in(kDir + "golden-quantize.json");
  const json g = json::parse(in);
  ASSERT_EQ(g.at("cases").size(), 2u);
  for (const json& c : g.at("cases")) {
    const std::string type = c.at("type");
    const auto t = type == "Q8_0" ? kernels::QuantType::Q8_0 : kernels::QuantType::Q4_0;
    const std::vector<unsigned char> raw = from_hex(c.at("floats_hex"));
    std::vector<float> x(raw.size() / 4);
    std::memcpy(x.data(), raw.data(), raw.size());
    const std::vector<unsigned char> want = from_hex(c.at("bytes_hex"));
    const std::size_t n = c.at("row_length"), rows = c.at("rows");
    const std::size_t row_bytes = kernels::quant_row_bytes(t, n);
    ASSERT_EQ(want.size(), rows * row_bytes) << type;
    std::vector<unsigned char> got(want.size());
    for (std::size_t r = 0; r < rows; ++r) kernels::quantize_row(t, x.data() + r * n, got.data() + r * row_bytes, n);
    for (std::size_t i = 0; i < want.size(); ++i) ASSERT_EQ(got[i], want[i]) << type << ", byte " << i;
  }
  float one[32] = {};
  unsigned char block[34];
  EXPECT_THROW(kernels::quantize_row(kernels::QuantType::Q4_K, one, block, 32), std::logic_error);
  EXPECT_THROW(kernels::quantize_row(kernels::QuantType::Q8_0, one, block, 31), std::logic_error);
}

// Every half back from its float, and the ties and edges of rounding to a half.
TEST(GgufQuantize, FloatsRoundToTheNearestHalf) {
  for (std::uint32_t h = 0; h < 0x10000; ++h) {
    const auto half = static_cast<std::uint16_t>(h);
    if ((half & 0x7C00) == 0x7C00 && (half & 0x3FF) != 0) continue;  // NaN
    ASSERT_EQ(kernels::float_to_half(kernels::half_to_float(half)), half) << std::hex << h;
  }
  EXPECT_EQ(kernels::float_to_half(1.0f + 0x1.0p-11f), 0x3C00);          // a tie: to the even 1
  EXPECT_EQ(kernels::float_to_half(1.0f + 0x1.8p-11f), 0x3C01);          // past the tie
  EXPECT_EQ(kernels::float_to_half(65519.0f), 0x7BFF);                   // the largest half
  EXPECT_EQ(kernels::float_to_half(65520.0f), 0x7C00);                   // infinity
  EXPECT_EQ(kernels::float_to_half(-0x1.0p-25f), 0x8000);                // a tie with 0: −0
  EXPECT_EQ(kernels::float_to_half(0x1.8p-25f), 0x0001);                 // the smallest subnormal
  EXPECT_EQ(kernels::float_to_half(0x1.0p-24f * 2.5f), 0x0002);          // a tie: to the even 2
  EXPECT_EQ(kernels::float_to_half(std::nanf("")) & 0x7E00, 0x7E00);     // NaN stays NaN
}
