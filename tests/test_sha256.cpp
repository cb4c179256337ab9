// io/sha256.hpp: NIST's examples (FIPS 180-2, appendix B), the same digest whatever pieces
// the bytes come in, the object starting again after a digest, and files; the page's own
// SHA-256 against the system's. Built into the Linux suite (OpenSSL) and the Windows one
// (CNG, under Wine).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "io/platform.hpp"
#include "io/sha256.hpp"
#include "io/sha256_fips.hpp"

namespace {

using attn::io::Sha256;

const char* const kEmpty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const char* const kAbc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

// Bytes of every value, in an order that repeats only after 251.
std::string sha_input(std::size_t n) {
  std::string bytes(n, '\0');
  for (std::size_t i = 0; i < n; ++i) bytes[i] = static_cast<char>((i * 7 + 3) % 251);
  return bytes;
}

TEST(Sha256, NistExamples) {
  EXPECT_EQ(Sha256::of(""), kEmpty);
  EXPECT_EQ(Sha256::of("abc"), kAbc);
  // 448 bits: the padding needs a second block.
  EXPECT_EQ(Sha256::of("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  // 896 bits.
  EXPECT_EQ(Sha256::of("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopq"
                       "rsmnopqrstnopqrstu"),
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
  EXPECT_EQ(Sha256::of(std::string(1000000, 'a')), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(Sha256, OneMillionAsInPiecesOfAThousand) {
  const std::string thousand(1000, 'a');
  Sha256 sha;
  for (int i = 0; i < 1000; ++i) sha.update(thousand.data(), thousand.size());
  EXPECT_EQ(sha.hex_digest(), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

// 200 bytes: four blocks and a part, so that the splits fall inside blocks, on their edges
// and in the padding's block.
TEST(Sha256, EveryTwoPieceSplitGivesTheDigestOfTheWhole) {
  const std::string bytes = sha_input(200);
  const std::string whole = Sha256::of(bytes);
  for (std::size_t cut = 0; cut <= bytes.size(); ++cut) {
    Sha256 sha;
    sha.update(bytes.data(), cut);
    sha.update(bytes.data() + cut, bytes.size() - cut);
    ASSERT_EQ(sha.hex_digest(), whole) << "cut at " << cut;
  }
}

TEST(Sha256, EveryThreePieceSplitGivesTheDigestOfTheWhole) {
  const std::string bytes = sha_input(130);
  const std::string whole = Sha256::of(bytes);
  Sha256 sha;  // reused: each digest starts it again
  for (std::size_t first = 0; first <= bytes.size(); ++first) {
    for (std::size_t second = first; second <= bytes.size(); ++second) {
      sha.update(bytes.data(), first);
      sha.update(bytes.data() + first, second - first);
      sha.update(bytes.data() + second, bytes.size() - second);
      ASSERT_EQ(sha.hex_digest(), whole) << "cuts at " << first << " and " << second;
    }
  }
}

TEST(Sha256, ByteByByteGivesTheDigestOfTheWhole) {
  const std::string bytes = sha_input(1000);
  Sha256 sha;
  for (char c : bytes) sha.update(&c, 1);
  EXPECT_EQ(sha.hex_digest(), Sha256::of(bytes));
}

TEST(Sha256, ADigestStartsTheObjectAgainEmpty) {
  Sha256 sha;
  sha.update("abc", 3);
  EXPECT_EQ(sha.hex_digest(), kAbc);
  EXPECT_EQ(sha.hex_digest(), kEmpty);
  sha.update("abc", 3);
  EXPECT_EQ(sha.hex_digest(), kAbc);
}

TEST(Sha256, AMovedObjectCarriesOnAndTheOneMovedFromStartsAgain) {
  Sha256 first;
  first.update("ab", 2);
  Sha256 second(std::move(first));
  second.update("c", 1);
  EXPECT_EQ(second.hex_digest(), kAbc);
  first.update("abc", 3);  // used again after the move: empty, not broken
  EXPECT_EQ(first.hex_digest(), kAbc);
}

TEST(Sha256, AFilesDigestIsThatOfItsBytes) {
  namespace platform = attn::io::platform;
  const std::string dir = platform::from_path(std::filesystem::temp_directory_path());
  const std::string bytes = sha_input(3 * 1024 * 1024 + 17);  // several reads
  const std::string file = platform::write_temporary_beside(dir + "/attn-sha256 é", bytes);
  EXPECT_EQ(Sha256::of_file(file), Sha256::of(bytes));
  platform::remove_file(file);
  const std::string empty = platform::write_temporary_beside(dir + "/attn-sha256 é", "");
  EXPECT_EQ(Sha256::of_file(empty), kEmpty);
  platform::remove_file(empty);
}

TEST(Sha256, AFileThatCannotBeReadIsNamed) {
  const std::string missing = "/no/such/folder/model.safetensors";
  try {
    Sha256::of_file(missing);
    FAIL() << "no error";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find(missing), std::string::npos) << e.what();
  }
  const std::string folder = attn::io::platform::from_path(std::filesystem::temp_directory_path());
  EXPECT_THROW(Sha256::of_file(folder), std::runtime_error);
}

// The page's own SHA-256 (sha256_fips.hpp) gives the digest this system's library gives, on
// every length from 0 to 300 bytes (padding in the same block and in the next) and on a
// megabyte given in uneven pieces.
std::string fips_hex(const std::string& bytes, std::size_t piece) {
  attn::io::detail::Sha256Fips sha;
  for (std::size_t at = 0; at < bytes.size(); at += piece) {
    const std::size_t n = std::min(piece, bytes.size() - at);
    sha.update(reinterpret_cast<const unsigned char*>(bytes.data() + at), n);
  }
  unsigned char digest[32];
  sha.finish(digest);
  static const char digits[] = "0123456789abcdef";
  std::string out;
  for (const unsigned char b : digest) {
    out += digits[b >> 4];
    out += digits[b & 15];
  }
  return out;
}

TEST(Sha256, ThePagesOwnGivesTheSystemsDigest) {
  EXPECT_EQ(fips_hex("", 1), kEmpty);
  EXPECT_EQ(fips_hex("abc", 1), kAbc);
  for (std::size_t n = 0; n <= 300; ++n) {
    const std::string bytes = sha_input(n);
    ASSERT_EQ(fips_hex(bytes, 64), Sha256::of(bytes)) << n << " bytes";
    ASSERT_EQ(fips_hex(bytes, 7), Sha256::of(bytes)) << n << " bytes in pieces of 7";
  }
  const std::string megabyte = sha_input(1 << 20);
  EXPECT_EQ(fips_hex(megabyte, 4093), Sha256::of(megabyte));
}

}  // namespace
