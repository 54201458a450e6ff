/* fuzz_format_check TARGET MAX_LEN DIR: every file of DIR is an input the
 * target's format accepts, and there is at least one. For fuzz_config and
 * fuzz_expect any bytes are an input, so the check is the size limit of the
 * options file;
 * for fuzz_lifecycle and fuzz_diff each file must decode strictly as a fuzz
 * program (src/program.h) with at least one call; for fuzz_rt_diff, whose
 * programs are any bytes, at least one call. Prints each rejected file
 * with the reason; exit 1 if any. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/program.h"

static bool check_program(const uint8_t *data, size_t size, char *why, size_t cap)
{
    static prog p;
    if (!prog_decode_strict(data, size, &p, why, cap)) return false;
    for (size_t i = 0; i < p.count; i++) {
        uint8_t c = p.ops[i].code;
        if (c != OP_CONFIG && c != OP_FAULT && c != OP_ENV) return true;
    }
    snprintf(why, cap, "no lifecycle call");
    return false;
}

static bool check_file(const char *target, size_t max_len, const char *path, char *why, size_t cap)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        snprintf(why, cap, "cannot open");
        return false;
    }
    static uint8_t buf[1 << 20];
    size_t size = fread(buf, 1, sizeof(buf), f);
    fclose(f);
    if (size > max_len) {
        snprintf(why, cap, "%zu bytes, over max_len %zu", size, max_len);
        return false;
    }
    if (strcmp(target, "fuzz_config") == 0 || strcmp(target, "fuzz_expect") == 0) return true;
    if (strcmp(target, "fuzz_rt_diff") == 0) { /* any bytes decode (src/rt_seq.h); two make a call */
        if (size >= 2) return true;
        snprintf(why, cap, "no call (under two bytes)");
        return false;
    }
    return check_program(buf, size, why, cap);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: fuzz_format_check TARGET MAX_LEN DIR\n");
        return 2;
    }
    size_t max_len = strtoul(argv[2], NULL, 10), total = 0, bad = 0;
    DIR *d = opendir(argv[3]);
    if (d == NULL) {
        fprintf(stderr, "fuzz_format_check: no directory %s\n", argv[3]);
        return 1;
    }
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        char path[4096], why[256];
        snprintf(path, sizeof(path), "%s/%s", argv[3], e->d_name);
        total++;
        if (!check_file(argv[1], max_len, path, why, sizeof(why))) {
            printf("rejected: %s: %s\n", e->d_name, why);
            bad++;
        }
    }
    closedir(d);
    printf("%s: %zu seeds, %zu rejected\n", argv[1], total, bad);
    return total > 0 && bad == 0 ? 0 : 1;
}
