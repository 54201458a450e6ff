/* SHA-256 (FIPS 180-4) of the target file: the expectations file matches
 * targets by it and results.json records it. The hash is nettle's (Debian's
 * nettle-dev); this file reads the file and writes the digest as hex. */
#include <nettle/sha2.h>
#include <stdint.h>
#include <stdio.h>

#include "sha256.h"

static void digest_hex(struct sha256_ctx *s, char hex[65])
{
    uint8_t d[SHA256_DIGEST_SIZE];
    sha256_digest(s, sizeof d, d);
    for (size_t i = 0; i < sizeof d; i++) snprintf(hex + 2 * i, 3, "%02x", d[i]);
}

int aclcts_sha256_file(const char *path, char hex[65])
{
    struct sha256_ctx s;
    sha256_init(&s);
    FILE *f = fopen(path, "rb");
    hex[0] = '\0';
    if (f == NULL) return -1;
    unsigned char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) sha256_update(&s, n, buf);
    int err = ferror(f);
    fclose(f);
    if (err) return -1;
    digest_hex(&s, hex);
    return 0;
}

int aclcts_sha256_buf(const void *data, size_t len, char hex[65])
{
    struct sha256_ctx s;
    sha256_init(&s);
    sha256_update(&s, len, data);
    digest_hex(&s, hex);
    return 0;
}
