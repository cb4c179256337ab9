/* The Windows build's stb_image and stb_image_write, from Debian's libstb-dev headers
 * (Linux links Debian's compiled libstb instead). File names are UTF-8, opened through
 * Windows' wide-character calls. */
#define STBI_WINDOWS_UTF8
#define STBIW_WINDOWS_UTF8
#define STB_IMAGE_IMPLEMENTATION
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image.h>
#include <stb_image_write.h>
