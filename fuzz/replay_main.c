/* A main for fuzz targets built without libFuzzer: runs
 * LLVMFuzzerTestOneInput once on every file named on the command line and
 * on every regular file of every directory named there (sorted by name), so
 * that ctest replays the seed corpus and the regression cases on every run.
 * Arguments starting with '-' are libFuzzer flags and are ignored. A target
 * that finds a problem aborts, which fails the test. Exit 1 when no input
 * was found (a replay of nothing checks nothing). */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
__attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

static size_t g_runs;

static void run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "replay: cannot open %s\n", path);
        exit(1);
    }
    size_t cap = 4096, len = 0;
    uint8_t *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
        len += n;
        if (len == cap) buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    if (buf == NULL) {
        fprintf(stderr, "replay: out of memory reading %s\n", path);
        exit(1);
    }
    /* An exact-size copy, so that ASan sees reads past the input's end. */
    uint8_t *exact = malloc(len ? len : 1);
    memcpy(exact, buf, len);
    free(buf);
    (void)LLVMFuzzerTestOneInput(exact, len);
    free(exact);
    g_runs++;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void run_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (d == NULL) return;
    char **names = NULL;
    size_t count = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.' || strcmp(e->d_name, "README.md") == 0) continue;
        names = realloc(names, (count + 1) * sizeof(*names));
        names[count++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, count, sizeof(*names), by_name);
    for (size_t i = 0; i < count; i++) {
        char path[4096];
        struct stat st;
        snprintf(path, sizeof(path), "%s/%s", dir, names[i]);
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) run_file(path);
        free(names[i]);
    }
    free(names);
}

int main(int argc, char **argv)
{
    if (LLVMFuzzerInitialize) LLVMFuzzerInitialize(&argc, &argv);
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (argv[i][0] == '-') continue;
        if (stat(argv[i], &st) != 0) continue; /* an absent regression directory is fine */
        if (S_ISDIR(st.st_mode)) run_dir(argv[i]);
        else run_file(argv[i]);
    }
    printf("replay: %zu inputs, no problem found\n", g_runs);
    return g_runs ? 0 : 1;
}
