/* UTF-8: decoding one code point (an ill-formed sequence reads as U+FFFD),
 * writing one, repairing a string. The contracts are in utf8.h. */
#include "utf8.h"

#include <stdlib.h>
#include <string.h>

size_t aclcts_utf8_next(const char *s, uint32_t *cp)
{
    const unsigned char *p = (const unsigned char *)s;
    static const uint32_t min_for_len[5] = {0, 0, 0x80, 0x800, 0x10000}; /* overlong bounds */
    size_t len;
    uint32_t c;
    if (p[0] < 0x80) {
        *cp = p[0];
        return 1;
    }
    if ((p[0] & 0xE0) == 0xC0) {
        len = 2;
        c = p[0] & 0x1F;
    } else if ((p[0] & 0xF0) == 0xE0) {
        len = 3;
        c = p[0] & 0x0F;
    } else if ((p[0] & 0xF8) == 0xF0) {
        len = 4;
        c = p[0] & 0x07;
    } else {
        *cp = ACLCTS_UTF8_REPLACEMENT;
        return 1;
    }
    for (size_t i = 1; i < len; i++) {
        if ((p[i] & 0xC0) != 0x80) { /* also stops at the terminator */
            *cp = ACLCTS_UTF8_REPLACEMENT;
            return 1;
        }
        c = (c << 6) | (p[i] & 0x3F);
    }
    if (c < min_for_len[len] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) {
        *cp = ACLCTS_UTF8_REPLACEMENT;
        return 1;
    }
    *cp = c;
    return len;
}

/* Writes code point c as UTF-8 into out (room for 4 bytes); returns bytes. */
static size_t utf8_encode(uint32_t c, char *out)
{
    if (c < 0x80) {
        out[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        out[0] = (char)(0xC0 | (c >> 6));
        out[1] = (char)(0x80 | (c & 0x3F));
        return 2;
    }
    if (c < 0x10000) {
        out[0] = (char)(0xE0 | (c >> 12));
        out[1] = (char)(0x80 | ((c >> 6) & 0x3F));
        out[2] = (char)(0x80 | (c & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (c >> 18));
    out[1] = (char)(0x80 | ((c >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((c >> 6) & 0x3F));
    out[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

char *aclcts_utf8_clean(const char *s)
{
    if (!s) s = "";
    /* Each input byte yields at most 3 output bytes (one byte -> U+FFFD). */
    char *out = malloc(strlen(s) * 3 + 1);
    if (!out) return NULL;
    size_t n = 0;
    while (*s) {
        uint32_t c;
        s += aclcts_utf8_next(s, &c);
        n += utf8_encode(c, out + n);
    }
    out[n] = '\0';
    return out;
}

void aclcts_utf8_put(FILE *f, uint32_t c)
{
    char b[4];
    fwrite(b, 1, utf8_encode(c, b), f);
}
