// The safetensors reader and writer (app/io/safetensors.hpp): what we write reads back bit
// for bit, a file laid out by hand from the format's description opens and is what our
// writer writes, opening does not read the data, and every damaged file is refused with a
// message that names the file and the problem.
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "io/safetensors.hpp"
#include "temp_dir.hpp"

namespace io = attn::io;

namespace {

class SafeTensors : public attn::testing::TempDirTest {};

std::string le64(std::uint64_t n) {
  std::string out;
  for (int i = 0; i < 8; ++i, n >>= 8) out.push_back(static_cast<char>(n & 0xff));
  return out;
}

// A file from its header text and data, the length written as the format says.
std::string file_bytes(const std::string& header, const std::string& data) {
  return le64(header.size()) + header + data;
}

std::string float_bytes(const std::vector<float>& values) {
  std::string out(values.size() * sizeof(float), '\0');
  std::memcpy(out.data(), values.data(), out.size());
  return out;
}

std::uint32_t bits_of(float f) {
  std::uint32_t u = 0;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

float float_of_bits(std::uint32_t u) {
  float f = 0;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

// The message of what `from_bytes` throws, or "" when it opens.
std::string refusal(const std::string& bytes) {
  try {
    io::SafeTensorsFile::from_bytes(bytes, "bad.safetensors");
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

// The message must name the file and contain `problem`.
void expect_refused(const std::string& bytes, const std::string& problem) {
  const std::string message = refusal(bytes);
  EXPECT_NE(message.find("'bad.safetensors'"), std::string::npos) << message;
  EXPECT_NE(message.find(problem), std::string::npos)
      << "message: " << message << "\nexpected it to contain: " << problem;
}

// One F32 tensor entry, as a header would hold it.
std::string entry(const std::string& name, const std::string& shape, std::uint64_t begin,
                  std::uint64_t end, const std::string& dtype = "F32") {
  return "\"" + name + "\":{\"dtype\":\"" + dtype + "\",\"shape\":" + shape +
         ",\"data_offsets\":[" + std::to_string(begin) + "," + std::to_string(end) + "]}";
}

std::size_t resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  std::size_t pages = 0, resident = 0;
  statm >> pages >> resident;
  return resident * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
}

}  // namespace

TEST_F(SafeTensors, RoundTripKeepsShapesEveryFloatBitAndMetadata) {
  const std::vector<float> matrix = {
      1.0f, -0.0f, std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::infinity(),
      std::numeric_limits<float>::max(), std::numeric_limits<float>::denorm_min(),
      float_of_bits(0x7fc00123u),  // a quiet NaN with a payload
      float_of_bits(0xff800001u),  // a signalling NaN, negative
      0.1f, -1.0e-30f, 3.0f, 7.25f};
  const std::vector<float> vector = {0.5f, 0.25f, -4.0f};
  const float scalar = 42.0f;
  // Given out of name order: the file holds them sorted by name.
  const std::vector<io::TensorToWrite> tensors = {
      {"w_q", {3, 4}, matrix.data()},
      {"bias", {3}, vector.data()},
      {"scale", {}, &scalar},
      {"empty", {0, 5}, nullptr},
  };
  const std::map<std::string, std::string> metadata = {
      {"format", "pt"}, {"note", "quotes \" and \\ and a\nnewline"}, {"ünïcode", "ätt → ok"}};

  const io::SafeTensorsFile f =
      io::SafeTensorsFile::from_bytes(io::safetensors_bytes(tensors, metadata), "round trip");
  EXPECT_EQ(f.metadata(), metadata);
  ASSERT_EQ(f.tensors().size(), 4u);
  const std::vector<std::string> order = {"bias", "empty", "scale", "w_q"};
  for (std::size_t i = 0; i < order.size(); ++i) {
    EXPECT_EQ(f.tensors()[i].name, order[i]);
    EXPECT_EQ(f.tensors()[i].dtype, "F32");
  }
  EXPECT_EQ(f.find("w_q")->shape, (std::vector<std::int64_t>{3, 4}));
  EXPECT_EQ(f.find("w_q")->elements(), 12);
  EXPECT_EQ(f.find("w_q")->bytes, 48u);
  EXPECT_EQ(f.find("scale")->shape, std::vector<std::int64_t>{});
  EXPECT_EQ(f.find("scale")->elements(), 1);
  EXPECT_EQ(f.find("empty")->elements(), 0);
  EXPECT_EQ(f.find("empty")->bytes, 0u);
  EXPECT_EQ(f.find("nothing"), nullptr);

  const std::vector<float> back = f.floats("w_q", {3, 4});
  ASSERT_EQ(back.size(), matrix.size());
  for (std::size_t i = 0; i < matrix.size(); ++i) {
    EXPECT_EQ(bits_of(back[i]), bits_of(matrix[i])) << "element " << i;
  }
  EXPECT_EQ(f.floats("bias", {3}), vector);
  EXPECT_EQ(f.floats("scale", {}), std::vector<float>{42.0f});
  EXPECT_TRUE(f.floats("empty", {0, 5}).empty());
}

TEST_F(SafeTensors, HeaderIsJsonPaddedToEightBytes) {
  const std::vector<float> v = {1, 2, 3};
  for (const std::string& name : {"a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "h"}) {
    const std::string bytes = io::safetensors_bytes({{name, {3}, v.data()}}, {});
    std::uint64_t n = 0;
    for (int i = 7; i >= 0; --i) n = (n << 8) | static_cast<unsigned char>(bytes[static_cast<std::size_t>(i)]);
    EXPECT_EQ(n % 8, 0u) << name;
    ASSERT_EQ(bytes.size(), 8 + n + 12) << name;
    const std::string header = bytes.substr(8, n);
    const std::string json_text = header.substr(0, header.find_last_not_of(' ') + 1);
    EXPECT_EQ(header.substr(json_text.size()), std::string(header.size() - json_text.size(), ' '));
    EXPECT_LT(header.size() - json_text.size(), 8u);
    const nlohmann::json j = nlohmann::json::parse(json_text);
    EXPECT_EQ(j.at(name).at("dtype"), "F32");
    EXPECT_EQ(j.at(name).at("shape"), nlohmann::json::array({3}));
    EXPECT_EQ(j.at(name).at("data_offsets"), nlohmann::json::array({0, 12}));
    EXPECT_FALSE(j.contains("__metadata__"));  // none given, none written
  }
}

TEST_F(SafeTensors, NoTensorsIsAValidFile) {
  // "{}" and six spaces: the smallest file our writer makes.
  const std::string empty = io::safetensors_bytes({}, {});
  EXPECT_EQ(empty, le64(8) + "{}      ");
  EXPECT_TRUE(io::SafeTensorsFile::from_bytes(empty, "empty").tensors().empty());

  const std::string only_metadata = io::safetensors_bytes({}, {{"epoch", "3"}});
  EXPECT_EQ(only_metadata, le64(32) + R"({"__metadata__":{"epoch":"3"}})" + "  ");
  const io::SafeTensorsFile f = io::SafeTensorsFile::from_bytes(only_metadata, "metadata only");
  EXPECT_TRUE(f.tensors().empty());
  EXPECT_EQ(f.metadata().at("epoch"), "3");
  // Unpadded, as other writers may leave it.
  EXPECT_TRUE(io::SafeTensorsFile::from_bytes(file_bytes("{}", ""), "bare").tensors().empty());
}

TEST_F(SafeTensors, FileLaidOutByHandOpensAndIsWhatWeWrite) {
  // Laid out from the format's description the way the reference writer does: metadata
  // first, tensors by name, no spaces, then spaces to a multiple of 8 (149 + 3 = 152 =
  // 0x98); the floats little-endian.
  const std::string header =
      R"({"__metadata__":{"format":"pt"},)"
      R"("bias":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
      R"("weight":{"dtype":"F32","shape":[2,2],"data_offsets":[8,24]}})";
  ASSERT_EQ(header.size(), 149u);
  const std::string known = std::string("\x98\0\0\0\0\0\0\0", 8) + header + "   " +
                            std::string("\x00\x00\x00\x3f"   // 0.5
                                        "\x00\x00\x00\xc0"   // -2
                                        "\x00\x00\x80\x3f"   // 1
                                        "\x00\x00\x00\x40"   // 2
                                        "\x00\x00\x40\x40"   // 3
                                        "\x00\x00\x80\x40",  // 4
                                        24);
  const io::SafeTensorsFile f = io::SafeTensorsFile::from_bytes(known, "by hand");
  EXPECT_EQ(f.metadata(), (std::map<std::string, std::string>{{"format", "pt"}}));
  EXPECT_EQ(f.floats("bias", {2}), (std::vector<float>{0.5f, -2.0f}));
  EXPECT_EQ(f.floats("weight", {2, 2}), (std::vector<float>{1, 2, 3, 4}));

  const std::vector<float> bias = {0.5f, -2.0f}, weight = {1, 2, 3, 4};
  EXPECT_EQ(io::safetensors_bytes({{"weight", {2, 2}, weight.data()}, {"bias", {2}, bias.data()}},
                                  {{"format", "pt"}}),
            known);
}

TEST_F(SafeTensors, OtherWritersChoicesOpen) {
  // Entries out of offset order, spaces and newlines in the JSON, no padding, a dtype we
  // do not read as floats, a scalar.
  const std::string header =
      "{\"b\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [8, 12]},\n"
      " \"a\": {\"dtype\": \"I64\", \"shape\": [], \"data_offsets\": [0, 8]}}";
  const std::string data = std::string("\x07\0\0\0\0\0\0\0", 8) + float_bytes({9.5f});
  const io::SafeTensorsFile f = io::SafeTensorsFile::from_bytes(file_bytes(header, data), "other");
  ASSERT_EQ(f.tensors().size(), 2u);
  EXPECT_EQ(f.tensors()[0].name, "a");  // in file order of offsets
  EXPECT_EQ(f.tensors()[1].name, "b");
  EXPECT_EQ(f.tensors()[0].dtype, "I64");
  EXPECT_EQ(f.tensors()[0].elements(), 1);
  EXPECT_EQ(f.tensors()[0].data[0], 7);
  EXPECT_EQ(f.floats("b", {1}), std::vector<float>{9.5f});
  EXPECT_TRUE(f.metadata().empty());

  // Every dtype safetensors defines, at its size; F4 packs two elements into a byte.
  const std::string mixed = file_bytes(
      "{" + entry("h", "[3]", 0, 6, "BF16") + "," + entry("q", "[4]", 6, 8, "F4") + "," +
          entry("c", "[1]", 8, 16, "C64") + "," + entry("s", "[4]", 16, 19, "F6_E2M3") + "}",
      std::string(19, '\x01'));
  EXPECT_EQ(io::SafeTensorsFile::from_bytes(mixed, "mixed").tensors().size(), 4u);
}

TEST_F(SafeTensors, EveryDamageIsRefusedWithItsReason) {
  const std::string two = float_bytes({1, 2});
  const std::string good = file_bytes("{" + entry("w", "[2]", 0, 8) + "}", two);
  ASSERT_EQ(refusal(good), "");

  // Too short, the header length wrong.
  expect_refused("", "the file is 0 bytes, too short for a safetensors file");
  expect_refused(std::string("\x02\0\0", 3), "the file is 3 bytes, too short");
  expect_refused(le64(200) + "{}", "the header length 200 runs past the end of the file (2 bytes follow");
  expect_refused(le64(std::uint64_t{1} << 62) + "{}",
                 "the header length 4611686018427387904 is more than the 100000000 bytes");
  expect_refused(le64(~std::uint64_t{0}) + "{}", "is more than the 100000000 bytes");
  // The data cut short: the tensor runs past its end.
  expect_refused(good.substr(0, good.size() - 3),
                 "tensor 'w' has data_offsets [0, 8], past the end of the 5-byte data");

  // The header is not JSON, or not an object.
  expect_refused(file_bytes("{\"w\": ", ""), "the header is not valid JSON (at byte");
  expect_refused(file_bytes("not json", ""), "the header is not valid JSON");
  // Not UTF-8: the message shows the byte as '?', so that the message itself is UTF-8.
  expect_refused(file_bytes("{\"a\xff\": 1}", ""), "the header is not valid JSON");
  EXPECT_NE(refusal(file_bytes("{\"a\xff\": 1}", "")).find("last read: '\"a?'"), std::string::npos);
  expect_refused(file_bytes("[1, 2]", ""), "the header must be a JSON object, got array");
  expect_refused(file_bytes("{" + entry("w", "[1e999]", 0, 8) + "}", two),  // beyond a double
                 "the header is not valid JSON: [json.exception.out_of_range.406] number overflow");
  expect_refused(file_bytes(std::string("{}\0\0", 4), ""),  // padded with zeros, not spaces
                 "the header is not valid JSON: it holds a zero byte at byte 2 of the header");
  expect_refused(file_bytes(std::string("{}\0{\"x\": 1}", 12), ""),
                 "the header is not valid JSON: it holds a zero byte at byte 2");

  // Tensor entries that are malformed.
  expect_refused(file_bytes(R"({"w": 3})", ""),
                 "tensor 'w' must be an object with dtype, shape and data_offsets, got number 3");
  expect_refused(file_bytes(R"({"w": {"shape": [2], "data_offsets": [0, 8]}})", two),
                 "tensor 'w' has no dtype");
  expect_refused(file_bytes(R"({"w": {"dtype": 32, "shape": [2], "data_offsets": [0, 8]}})", two),
                 "tensor 'w': dtype must be a string, got number 32");
  expect_refused(file_bytes("{" + entry("w", "[2]", 0, 8, "Q4") + "}", two),
                 "tensor 'w' has the dtype 'Q4', which safetensors does not define (it defines BF16");
  expect_refused(file_bytes("{" + entry("w", "[2,-1]", 0, 8) + "}", two),
                 "tensor 'w': shape must be a list of non-negative integers, got array [2,-1]");
  expect_refused(file_bytes("{" + entry("w", "[2.0]", 0, 8) + "}", two),
                 "tensor 'w': shape must be a list of non-negative integers, got array [2.0]");
  expect_refused(file_bytes("{" + entry("w", "[[[[1]]]]", 0, 8) + "}", two),
                 "tensor 'w': shape must be a list of non-negative integers, got array [[[...]]]");
  expect_refused(file_bytes("{" + entry("w", "2", 0, 8) + "}", two),
                 "tensor 'w': shape must be a list of non-negative integers, got number 2");
  expect_refused(file_bytes("{" + entry("w", "[2]", 8, 0) + "}", two),
                 "tensor 'w': data_offsets must be two integers [begin, end] with 0 <= begin <= "
                 "end, got array [8,0]");
  expect_refused(
      file_bytes(R"({"w": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8, 8]}})", two),
      "data_offsets must be two integers");
  expect_refused(
      file_bytes(R"({"w": {"dtype": "F32", "shape": [2], "data_offsets": [-8, 0]}})", two),
      "data_offsets must be two integers");
  expect_refused(file_bytes("{" + entry("w", "[2]", 0, 8) + "," + entry("w", "[2]", 0, 8) + "}", two),
                 "the header names 'w' twice");
  // A long name is cut in the message, between two characters.
  const std::string long_name = std::string(99, 'x') + "\xc3\xa9" + std::string(200, 'y');
  expect_refused(file_bytes("{\"" + long_name + "\": 3}", ""),
                 "tensor '" + std::string(99, 'x') + "...' must be an object");

  // Byte counts that do not match the shape and dtype.
  expect_refused(file_bytes("{" + entry("w", "[2,3]", 0, 20) + "}", std::string(20, '\0')),
                 "tensor 'w' is F32 of shape [2, 3], 24 bytes, but its data_offsets [0, 20] hold 20");
  expect_refused(file_bytes("{" + entry("w", "[2]", 0, 8, "F16") + "}", two),
                 "tensor 'w' is F16 of shape [2], 4 bytes, but its data_offsets [0, 8] hold 8");
  expect_refused(file_bytes("{" + entry("w", "[3]", 0, 1, "F4") + "}", "x"),
                 "tensor 'w' is F4 of shape [3], 12 bits, which is not a whole number of bytes");
  expect_refused(
      file_bytes("{" + entry("w", "[4294967296,4294967296,4294967296]", 0, 8) + "}", two),
      "tensor 'w' has the shape [4294967296, 4294967296, 4294967296], more elements than any "
      "file holds");

  // Tensors that overlap, leave a gap, or do not cover the data.
  expect_refused(file_bytes("{" + entry("a", "[2]", 0, 8) + "," + entry("b", "[2]", 4, 12) + "}",
                            std::string(12, '\0')),
                 "tensors 'a' [0, 8] and 'b' [4, 12] overlap");
  expect_refused(file_bytes("{" + entry("a", "[2]", 0, 8) + "," + entry("b", "[2]", 0, 8) + "}", two),
                 "tensors 'a' [0, 8] and 'b' [0, 8] overlap");
  expect_refused(file_bytes("{" + entry("a", "[1]", 0, 4) + "," + entry("b", "[1]", 8, 12) + "}",
                            std::string(12, '\0')),
                 "bytes [4, 8) of the data belong to no tensor (after 'a', before 'b')");
  expect_refused(file_bytes("{" + entry("b", "[1]", 4, 8) + "}", two),
                 "bytes [0, 4) of the data belong to no tensor (before 'b')");
  expect_refused(file_bytes("{" + entry("a", "[1]", 0, 4) + "}", two),
                 "bytes [4, 8) of the data belong to no tensor (after 'a', at the end)");
  expect_refused(file_bytes("{}", two), "bytes [0, 8) of the data belong to no tensor (the header names none)");

  // Metadata that is not an object of strings.
  expect_refused(file_bytes(R"({"__metadata__": {"epoch": 3}})", ""),
                 "metadata 'epoch' must be a string, got number 3");
  expect_refused(file_bytes(R"({"__metadata__": {"a": "x", "b": null}})", ""),
                 "metadata 'b' must be a string, got null null");
  expect_refused(file_bytes(R"({"__metadata__": ["x"]})", ""),
                 "__metadata__ must be an object of strings, got array [\"x\"]");
  expect_refused(file_bytes(R"({"__metadata__": {}, "__metadata__": {}})", ""),
                 "the header names '__metadata__' twice");
}

TEST_F(SafeTensors, FloatsNeedAFloatDtypeAndTheExpectedShape) {
  const std::string header = "{" + entry("h", "[2]", 0, 4, "I16") + "," + entry("w", "[2,3]", 4, 28) + "}";
  const io::SafeTensorsFile f =
      io::SafeTensorsFile::from_bytes(file_bytes(header, std::string(28, '\0')), "m.safetensors");
  auto message = [&](const std::string& name, const std::vector<std::int64_t>& shape) -> std::string {
    try {
      f.floats(name, shape);
    } catch (const std::runtime_error& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_EQ(message("h", {2}),
            "'m.safetensors': tensor 'h' is I16; only F32, F16 and BF16 tensors are read as floats");
  EXPECT_EQ(message("w", {3, 2}), "'m.safetensors': tensor 'w' has the shape [2, 3], expected [3, 2]");
  EXPECT_EQ(message("w", {6}), "'m.safetensors': tensor 'w' has the shape [2, 3], expected [6]");
  EXPECT_EQ(message("x", {1}), "'m.safetensors' has no tensor 'x'");
  EXPECT_EQ(message("w", {2, 3}), "");
}

TEST_F(SafeTensors, WriterRefusesWhatNoReaderTakes) {
  const std::vector<float> v = {1, 2};
  auto message = [](const std::vector<io::TensorToWrite>& t,
                    const std::map<std::string, std::string>& m = {}) -> std::string {
    try {
      io::safetensors_bytes(t, m);
    } catch (const std::runtime_error& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_EQ(message({{"a", {2}, v.data()}, {"a", {2}, v.data()}}), "cannot write tensor 'a' twice");
  EXPECT_EQ(message({{"__metadata__", {2}, v.data()}}),
            "cannot write a tensor named '__metadata__': the name is the metadata's");
  EXPECT_EQ(message({{"a", {2, -1}, v.data()}}),
            "cannot write tensor 'a': the shape [2, -1] has a negative size or too many elements");
  EXPECT_EQ(message({{"a", {2}, nullptr}}), "cannot write tensor 'a': no data for its 2 floats");
  EXPECT_EQ(message({{"a\xff", {2}, v.data()}}), "cannot write a tensor name: 'a?' is not UTF-8");
  EXPECT_EQ(message({}, {{"k\xc3", "v"}}), "cannot write a metadata key: 'k?' is not UTF-8");
  EXPECT_EQ(message({}, {{"k", "x\xc3"}}), "cannot write the metadata 'k': 'x?' is not UTF-8");
}

TEST_F(SafeTensors, OpensAFileFromDiskAndKeepsItsViewsWhenMoved) {
  const std::vector<float> w = {1.5f, -2.5f, 3.5f, 4.5f, 5.5f, 6.5f};
  io::write_safetensors(path("model.safetensors"), {{"w", {2, 3}, w.data()}}, {{"step", "10"}});
  io::SafeTensorsFile f = io::SafeTensorsFile::open(path("model.safetensors"));
  EXPECT_EQ(f.metadata().at("step"), "10");
  const unsigned char* where = f.find("w")->data;
  const io::SafeTensorsFile moved = std::move(f);
  EXPECT_EQ(moved.find("w")->data, where);
  EXPECT_EQ(moved.floats("w", {2, 3}), w);
  // The same for bytes in memory, however short.
  io::SafeTensorsFile small = io::SafeTensorsFile::from_bytes(file_bytes("{}", ""), "small");
  io::SafeTensorsFile other = io::SafeTensorsFile::from_bytes(io::safetensors_bytes({{"w", {2, 3}, w.data()}}, {}), "x");
  other = std::move(small);
  EXPECT_TRUE(other.tensors().empty());
}

TEST_F(SafeTensors, OpeningMapsTheDataWithoutReadingIt) {
  // A 512 MB tensor, as GPT-2's file is about 500 MB: the file is written sparse (the data
  // is a hole of zeros), and opening it must not bring it into memory.
  const std::uint64_t floats = std::uint64_t{128} << 20;
  const std::string header = "{" + entry("big", "[" + std::to_string(floats) + "]", 0, floats * 4) + "}";
  {
    std::ofstream out(path("big.safetensors"), std::ios::binary);
    out << le64(header.size()) << header;
  }
  ASSERT_EQ(truncate(path("big.safetensors").c_str(),
                     static_cast<off_t>(8 + header.size() + floats * 4)), 0);
  const std::size_t before = resident_bytes();
  const io::SafeTensorsFile f = io::SafeTensorsFile::open(path("big.safetensors"));
  const std::size_t after = resident_bytes();
  ASSERT_EQ(f.tensors().size(), 1u);
  EXPECT_EQ(f.tensors()[0].bytes, floats * 4);
  EXPECT_LT(after, before + (std::size_t{32} << 20)) << "opening read the data into memory";
  EXPECT_EQ(f.tensors()[0].data[floats * 4 - 1], 0);  // the last page comes in when touched
}

TEST_F(SafeTensors, OpenNamesAMissingPathOrAFolder) {
  try {
    io::SafeTensorsFile::open(path("nope.safetensors"));
    ADD_FAILURE() << "a missing file opened";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()),
              "cannot open '" + path("nope.safetensors") + "': No such file or directory");
  }
  try {
    io::SafeTensorsFile::open(dir_);
    ADD_FAILURE() << "a folder opened";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "cannot open '" + dir_ + "': it is a directory");
  }
  // A damaged file on disk is refused with its path.
  write("short.safetensors", "abc");
  try {
    io::SafeTensorsFile::open(path("short.safetensors"));
    ADD_FAILURE() << "a 3-byte file opened";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "'" + path("short.safetensors") +
                                         "': the file is 3 bytes, too short for a safetensors "
                                         "file (it starts with an 8-byte header length)");
  }
}

TEST_F(SafeTensors, FailedSaveLeavesTheOldFile) {
  const std::vector<float> old_w = {1, 2}, new_w = {3, 4, 5};
  const std::string target = path("model.safetensors");
  io::write_safetensors(target, {{"w", {2}, old_w.data()}}, {});
  const std::string before = read(target);
  // The folder is made read-only; root writes anywhere, so the save runs in a child as
  // the unprivileged "nobody".
  ASSERT_EQ(chmod(dir_.c_str(), 0555), 0);
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(2);
    try {
      io::write_safetensors(target, {{"w", {3}, new_w.data()}}, {});
      _exit(1);
    } catch (const std::runtime_error& e) {
      const std::string expected = "cannot create a temporary file beside '" + target + "'";
      if (std::string(e.what()).find(expected) == std::string::npos) {
        std::fprintf(stderr, "got \"%s\"\n", e.what());
        _exit(3);
      }
      _exit(0);
    }
  }
  int status = 0;
  waitpid(child, &status, 0);
  chmod(dir_.c_str(), 0700);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0)
      << "1: the save succeeded; 2: could not drop root; 3: the message lacks the path (above)";
  EXPECT_EQ(read(target), before);
  EXPECT_EQ(io::SafeTensorsFile::open(target).floats("w", {2}), old_w);
}

// F16 and BF16 become floats exactly: normal, subnormal, zero, negative, infinity, NaN.
TEST_F(SafeTensors, HalfAndBfloat16ReadAsExactFloats) {
  const std::uint16_t halves[] = {0x3C00, 0xC000, 0x0001, 0x8000, 0x7C00, 0x7E00, 0x3555, 0x7BFF};
  const float half_values[] = {1.0f, -2.0f, 0x1.0p-24f, -0.0f, INFINITY, NAN, 0.333251953125f, 65504.0f};
  const std::uint16_t bf16[] = {0x3F80, 0xC040, 0x0001, 0x7F80};
  const float bf16_values[] = {1.0f, -3.0f, 0x1.0p-133f, INFINITY};
  std::string data(reinterpret_cast<const char*>(halves), sizeof halves);
  data.append(reinterpret_cast<const char*>(bf16), sizeof bf16);
  const std::string header = "{" + entry("h", "[8]", 0, 16, "F16") + "," + entry("b", "[4]", 16, 24, "BF16") + "}";
  const io::SafeTensorsFile f = io::SafeTensorsFile::from_bytes(file_bytes(header, data), "m.safetensors");
  const std::vector<float> h = f.floats("h", {8});
  for (std::size_t i = 0; i < 8; ++i) {
    if (std::isnan(half_values[i])) {
      EXPECT_TRUE(std::isnan(h[i]));
    } else {
      EXPECT_EQ(h[i], half_values[i]) << i;
      EXPECT_EQ(std::signbit(h[i]), std::signbit(half_values[i])) << i;
    }
  }
  const std::vector<float> b = f.floats("b", {4});
  for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(b[i], bf16_values[i]) << i;
}
