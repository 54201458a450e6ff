/* harness.sha256: the runner's SHA-256 (harness/runner/sha256.c) against the
 * known answers of FIPS 180-4 / NIST CSRC "SHA-256 examples": the empty
 * message, "abc" (one block), the 448-bit message whose padding needs a
 * second block, the 896-bit message (two blocks of data), and one million
 * 'a' (many blocks and several reads of the runner's 64 KiB buffer).
 * usage: aclcts_sha256_kat SCRATCH_DIR */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "sha256.h"

typedef struct kat {
    const char *name;
    const char *text; /* NULL: a million 'a' */
    const char *digest;
} kat;

static const kat g_kats[] = {
    {"empty", "", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
    {"abc", "abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
    {"448-bit", "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
     "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
    {"896-bit",
     "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
     "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"},
    {"million-a", NULL, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"},
};

static int write_message(const char *path, const kat *k)
{
    FILE *f = fopen(path, "wb");
    if (f == NULL) return -1;
    if (k->text != NULL) {
        fputs(k->text, f);
    } else {
        for (int i = 0; i < 1000000; i++) fputc('a', f);
    }
    return fclose(f);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: aclcts_sha256_kat SCRATCH_DIR\n");
        return 2;
    }
    mkdir(argv[1], 0700);
    int bad = 0;
    for (size_t i = 0; i < sizeof g_kats / sizeof g_kats[0]; i++) {
        const kat *k = &g_kats[i];
        char path[4096], hex[65];
        snprintf(path, sizeof path, "%s/%s", argv[1], k->name);
        if (write_message(path, k) != 0 || aclcts_sha256_file(path, hex) != 0) {
            printf("FAIL %s: cannot write or hash %s\n", k->name, path);
            bad++;
            continue;
        }
        int ok = strcmp(hex, k->digest) == 0;
        printf("%s %s: %s%s%s\n", ok ? "ok" : "FAIL", k->name, hex, ok ? "" : ", expected ", ok ? "" : k->digest);
        bad += !ok;
        remove(path);
    }
    char hex[65] = "x";
    int missing = aclcts_sha256_file("/nonexistent/aclcts-sha256-kat", hex);
    printf("%s unreadable file: returns %d, digest '%s'\n", missing == -1 && hex[0] == '\0' ? "ok" : "FAIL", missing,
           hex);
    bad += !(missing == -1 && hex[0] == '\0');
    return bad ? 1 : 0;
}
