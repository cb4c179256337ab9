#include "io/utf8.hpp"

#include <algorithm>
#include <stdexcept>

namespace attn::io {

std::size_t utf8_length(const std::string& text, std::size_t i) {
  const auto c = static_cast<unsigned char>(text[i]);
  std::size_t n = 0;
  std::uint32_t min = 0;
  std::uint32_t value = 0;
  if (c < 0x80) return 1;
  if ((c & 0xE0) == 0xC0) {
    n = 2, min = 0x80, value = c & 0x1F;
  } else if ((c & 0xF0) == 0xE0) {
    n = 3, min = 0x800, value = c & 0x0F;
  } else if ((c & 0xF8) == 0xF0) {
    n = 4, min = 0x10000, value = c & 0x07;
  } else {
    return 0;
  }
  if (i + n > text.size()) return 0;
  for (std::size_t k = 1; k < n; ++k) {
    const auto d = static_cast<unsigned char>(text[i + k]);
    if ((d & 0xC0) != 0x80) return 0;
    value = (value << 6) | (d & 0x3F);
  }
  if (value < min || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return 0;
  return n;
}

std::size_t utf8_step(const std::string& text, std::size_t i) {
  return std::max<std::size_t>(utf8_length(text, i), 1);
}

namespace {

// Where the first byte that begins no character is, or text.size().
std::size_t first_invalid_byte(const std::string& text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t n = utf8_length(text, i);
    if (n == 0) break;
    i += n;
  }
  return i;
}

}  // namespace

bool is_utf8(const std::string& text) { return first_invalid_byte(text) == text.size(); }

void require_utf8(const std::string& text) {
  const std::size_t bad = first_invalid_byte(text);
  if (bad < text.size()) throw std::runtime_error("the text is not valid UTF-8 at byte " + std::to_string(bad + 1));
}

std::uint32_t code_point(const std::string& text, std::size_t i, std::size_t n) {
  static constexpr std::uint32_t kLead[] = {0, 0x7F, 0x1F, 0x0F, 0x07};
  std::uint32_t value = static_cast<std::uint32_t>(static_cast<unsigned char>(text[i])) & kLead[n];
  for (std::size_t k = 1; k < n; ++k) {
    value = (value << 6) | (static_cast<std::uint32_t>(static_cast<unsigned char>(text[i + k])) & 0x3Fu);
  }
  return value;
}

std::vector<std::uint32_t> code_points(const std::string& text) {
  std::vector<std::uint32_t> out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_length(text, i);
    out.push_back(n == 0 ? 0xFFFD : code_point(text, i, n));
    i += std::max<std::size_t>(n, 1);
  }
  return out;
}

std::string utf8_lossy(const std::string& bytes) {
  std::string out;
  std::size_t i = 0;
  const std::size_t n = bytes.size();
  auto at = [&](std::size_t k) { return static_cast<unsigned char>(bytes[k]); };
  while (i < n) {
    const unsigned char b = at(i);
    if (b < 0x80) {
      out += static_cast<char>(b);
      ++i;
      continue;
    }
    std::size_t need = 0;
    int lo = 0x80;  // the range of the second byte
    int hi = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) {
      need = 1;
    } else if (b >= 0xE0 && b <= 0xEF) {
      need = 2;
      if (b == 0xE0) lo = 0xA0;
      if (b == 0xED) hi = 0x9F;
    } else if (b >= 0xF0 && b <= 0xF4) {
      need = 3;
      if (b == 0xF0) lo = 0x90;
      if (b == 0xF4) hi = 0x8F;
    }
    std::size_t j = i + 1;
    bool whole = need > 0;
    for (std::size_t k = 0; k < need && whole; ++k) {
      const int min = k == 0 ? lo : 0x80;
      const int max = k == 0 ? hi : 0xBF;
      if (j < n && at(j) >= min && at(j) <= max) {
        ++j;
      } else {
        whole = false;
      }
    }
    if (whole) {
      out.append(bytes, i, j - i);
    } else {
      out += "\xEF\xBF\xBD";
    }
    i = j;
  }
  return out;
}

bool is_white_space(std::uint32_t c) {
  return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
         c == 0x3000;
}

void append_utf8(std::uint32_t c, std::string& out) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

std::string byte_token(unsigned char b) {
  static const char* hex = "0123456789ABCDEF";
  return std::string("<0x") + hex[b >> 4] + hex[b & 0xF] + ">";
}

std::string bytes_as_text(const std::string& bytes) {
  std::string out;
  for (std::size_t i = 0; i < bytes.size();) {
    const std::size_t n = utf8_length(bytes, i);
    if (n == 0) {
      out += byte_token(static_cast<unsigned char>(bytes[i]));
      ++i;
    } else {
      out.append(bytes, i, n);
      i += n;
    }
  }
  return out;
}

std::string bytes_as_label(const std::string& bytes) {
  std::string out;
  for (std::size_t i = 0; i < bytes.size();) {
    const auto c = static_cast<unsigned char>(bytes[i]);
    const std::size_t n = utf8_length(bytes, i);
    if (c == ' ') {
      out += "\u2423";
    } else if (c == '\n') {
      out += "\u21B5";
    } else if (c == '\t') {
      out += "\u21E5";
    } else if (c < 0x20 || c == 0x7F || n == 0) {
      out += byte_token(c);
    } else {
      out.append(bytes, i, n);
      i += n;
      continue;
    }
    ++i;
  }
  return out;
}

const std::array<std::string, 256>& byte_level_chars() {
  static const std::array<std::string, 256> chars = [] {
    std::array<std::string, 256> out;
    std::uint32_t next = 256;
    for (std::uint32_t b = 0; b < 256; ++b) {
      const bool printable = (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || (b >= 174 && b <= 255);
      append_utf8(printable ? b : next++, out[b]);
    }
    return out;
  }();
  return chars;
}

int byte_level_byte(std::uint32_t c) {
  // The table's characters are U+0021..U+0143: the inverse fits in an array.
  static const std::array<int, 0x144> bytes = [] {
    std::array<int, 0x144> out{};
    out.fill(-1);
    const std::array<std::string, 256>& chars = byte_level_chars();
    for (std::size_t b = 0; b < chars.size(); ++b) {
      out[code_point(chars[b], 0, chars[b].size())] = static_cast<int>(b);
    }
    return out;
  }();
  return c < bytes.size() ? bytes[c] : -1;
}

}  // namespace attn::io
