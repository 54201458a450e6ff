/* harness.elf_imports: the runner's reading of a library's dynamic symbols
 * (harness/runner/elf_imports.c, on libelf) against real libraries and
 * hostile files. Known answers: the reference imports the southbound
 * strongly, a library whose only southbound reference is weak imports it
 * weakly, a text file is not ELF. Hostile files, made here from the
 * reference: every truncation (each length up to the ELF header and section
 * header sizes, then a hundred more spread over the file), its section
 * header table moved outside the file or given a huge count, its .dynsym's
 * string table link, offsets and sizes broken, and bytes flipped all over
 * its headers. Each must come back as 0 or as -1 with a reason, never as a
 * crash or a read outside the file (the ASan preset checks the latter).
 * usage: aclcts_elf_imports_test REFERENCE WEAK_IMPORT NOTELF SCRATCH_DIR */
#define _GNU_SOURCE
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "elf_imports.h"
#include "southbound_names.h"

static int g_failures;

static void fail(const char *what, const char *file)
{
    fprintf(stderr, "FAIL: %s: %s\n", file, what);
    g_failures++;
}

static unsigned char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *b = malloc(len > 0 ? (size_t)len : 1);
    if (b == NULL || fread(b, 1, (size_t)len, f) != (size_t)len) {
        fclose(f);
        free(b);
        return NULL;
    }
    fclose(f);
    *n = (size_t)len;
    return b;
}

static int spit(const char *path, const unsigned char *b, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (f == NULL) return -1;
    int ok = fwrite(b, 1, n, f) == n;
    return fclose(f) == 0 && ok ? 0 : -1;
}

/* A hostile file: 0 or -1 with a reason, and nothing else. */
static void hostile(const char *scratch, const unsigned char *b, size_t n, const char *what)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/hostile.so", scratch);
    if (spit(path, b, n) != 0) {
        fail("cannot write the hostile copy", path);
        return;
    }
    const char *why = NULL;
    int r = aclcts_elf_imports_any(path, aclcts_southbound_names(ACLCTS_LAYER_ANY), &why);
    if (r < -1 || r > 1 || (r == -1 && (why == NULL || why[0] == '\0'))) fail(what, "hostile copy");
}

static void known(const char *path, int want, unsigned want_bits)
{
    const char *const *names = aclcts_southbound_names(ACLCTS_LAYER_ANY);
    const char *why = NULL;
    int r = aclcts_elf_imports_any(path, names, &why);
    if (r != want) {
        char m[256];
        snprintf(m, sizeof m, "imports_any %d, expected %d (%s)", r, want, why ? why : "no reason");
        fail(m, path);
    }
    if (want == -1) {
        printf("%s: %s\n", path, why ? why : "(no reason)");
        return;
    }
    size_t count = 0;
    while (names[count] != NULL) count++;
    unsigned char *imported = calloc(count + 1, 1);
    unsigned bits = 0;
    if (imported != NULL && aclcts_elf_imports(path, names, imported, &why) == 0)
        for (size_t i = 0; i < count; i++) bits |= imported[i];
    if (bits != want_bits) fail("strong/weak imports differ from what the library declares", path);
    free(imported);
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: aclcts_elf_imports_test REFERENCE WEAK_IMPORT NOTELF SCRATCH_DIR\n");
        return 2;
    }
    const char *scratch = argv[4];
    known(argv[1], 1, ACLCTS_ELF_IMPORT_STRONG);
    known(argv[2], 1, ACLCTS_ELF_IMPORT_WEAK);
    known(argv[3], -1, 0);
    known(scratch, -1, 0); /* a directory */
    size_t n = 0;
    unsigned char *ref = slurp(argv[1], &n);
    if (ref == NULL || n < sizeof(Elf64_Ehdr) || ref[EI_CLASS] != ELFCLASS64) {
        fprintf(stderr, "FAIL: %s: not a 64-bit ELF file to start from\n", argv[1]);
        return 1;
    }
    unsigned char *b = malloc(n);
    if (b == NULL) return 1;
    Elf64_Ehdr eh;
    memcpy(&eh, ref, sizeof eh);
    /* Every truncation. */
    for (size_t len = 0; len <= sizeof(Elf64_Ehdr) + sizeof(Elf64_Shdr); len++) hostile(scratch, ref, len, "truncated");
    for (size_t k = 1; k < 100; k++) hostile(scratch, ref, n * k / 100, "truncated");
    if (eh.e_shoff < n) hostile(scratch, ref, (size_t)eh.e_shoff + 1, "truncated in the section headers");
    /* The section header table: outside the file, a huge count, a wrapping offset. */
    static const struct {
        unsigned long long shoff;
        unsigned shnum;
        const char *what;
    } tables[] = {
        {~0ull - 10, 0, "section headers at the end of the address space"},
        {0, 0xffff, "65535 section headers"},
        {~0ull, 0xffff, "section headers past the end, 65535 of them"},
        {0, 0, "no section headers"},
    };
    for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++) {
        memcpy(b, ref, n);
        Elf64_Ehdr *h = (Elf64_Ehdr *)b;
        if (tables[i].shoff != 0) h->e_shoff = tables[i].shoff;
        h->e_shnum = (Elf64_Half)(tables[i].shnum ? tables[i].shnum : (tables[i].shoff ? h->e_shnum : 0));
        hostile(scratch, b, n, tables[i].what);
    }
    /* .dynsym and its string table broken, field by field. */
    if (eh.e_shoff + (unsigned long long)eh.e_shnum * sizeof(Elf64_Shdr) <= n) {
        for (unsigned s = 0; s < eh.e_shnum; s++) {
            Elf64_Shdr sh;
            memcpy(&sh, ref + eh.e_shoff + s * sizeof sh, sizeof sh);
            if (sh.sh_type != SHT_DYNSYM && sh.sh_type != SHT_STRTAB) continue;
            for (int field = 0; field < 6; field++) {
                memcpy(b, ref, n);
                Elf64_Shdr *p = (Elf64_Shdr *)(b + eh.e_shoff + s * sizeof sh);
                switch (field) {
                case 0:
                    p->sh_link = 0xffff;
                    break;
                case 1:
                    p->sh_offset = n - 1;
                    break;
                case 2:
                    p->sh_size = ~0ull;
                    break;
                case 3:
                    p->sh_offset = ~0ull - 8;
                    break;
                case 4:
                    p->sh_entsize = 0;
                    p->sh_size = 7;
                    break;
                case 5:
                    p->sh_link = s;
                    break; /* the table its own string table */
                }
                hostile(scratch, b, n, "a broken .dynsym or string table");
            }
            if (sh.sh_type == SHT_STRTAB && sh.sh_offset + sh.sh_size <= n && sh.sh_size > 0) {
                memcpy(b, ref, n);
                memset(b + sh.sh_offset, 'A', sh.sh_size); /* no string ends */
                hostile(scratch, b, n, "a string table without a NUL");
            }
        }
    }
    /* Bytes flipped all over the ELF header and the section headers (a fixed seed). */
    unsigned long long seed = 0x2545F4914F6CDD1Dull;
    for (int round = 0; round < 400; round++) {
        memcpy(b, ref, n);
        for (int flips = 0; flips < 4; flips++) {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            size_t at = round % 2 == 0 || eh.e_shoff >= n ? seed % sizeof(Elf64_Ehdr)
                                                          : (size_t)eh.e_shoff + seed % (n - (size_t)eh.e_shoff);
            b[at] ^= (unsigned char)(seed >> 32 | 1);
        }
        hostile(scratch, b, n, "flipped bytes");
    }
    free(b);
    free(ref);
    if (g_failures == 0) printf("elf_imports: the known answers hold, every hostile copy is an answer or an error\n");
    return g_failures == 0 ? 0 : 1;
}
