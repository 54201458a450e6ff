/* Does the target import the southbound, and which of it? Read from its ELF
 * dynamic symbol table without loading it: an UNDEF entry in .dynsym names a
 * symbol the library expects some other object (the spy, or the host's lower
 * layers) to provide; a weak one may stay unprovided. */
#define _GNU_SOURCE
#include <elf.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "elf_imports.h"

/* The index of name in names, or -1. */
static long listed(const char *name, const char *const *names)
{
    for (long i = 0; names[i] != NULL; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    return -1;
}

static int in_file(size_t size, unsigned long long off, unsigned long long len)
{
    return off <= size && len <= size - off;
}

/* One ELF class; the same code for 32 and 64 bits (ELF32_ST_BIND is ELF64_ST_BIND). */
#define SCAN_DYNSYM(EHDR, SHDR, SYM)                                                                  \
    static int scan_##EHDR(const unsigned char *m, size_t size, const char *const *names, unsigned char *imported, \
                           const char **why)                                                          \
    {                                                                                                 \
        const EHDR *eh = (const EHDR *)m;                                                             \
        if (!in_file(size, eh->e_shoff, (unsigned long long)eh->e_shnum * sizeof(SHDR))) {            \
            *why = "section headers lie outside the file";                                            \
            return -1;                                                                                \
        }                                                                                             \
        const SHDR *sh = (const SHDR *)(m + eh->e_shoff);                                             \
        for (unsigned i = 0; i < eh->e_shnum; i++) {                                                  \
            if (sh[i].sh_type != SHT_DYNSYM || sh[i].sh_link >= eh->e_shnum)                          \
                continue;                                                                             \
            const SHDR *str = &sh[sh[i].sh_link];                                                     \
            if (!in_file(size, sh[i].sh_offset, sh[i].sh_size) || !in_file(size, str->sh_offset, str->sh_size)) { \
                *why = "dynamic symbol table lies outside the file";                                  \
                return -1;                                                                            \
            }                                                                                         \
            const SYM *sym = (const SYM *)(m + sh[i].sh_offset);                                      \
            size_t count = sh[i].sh_size / sizeof(SYM);                                               \
            const char *strs = (const char *)(m + str->sh_offset);                                    \
            for (size_t k = 1; k < count; k++) {                                                      \
                if (sym[k].st_shndx != SHN_UNDEF || sym[k].st_name >= str->sh_size)                   \
                    continue;                                                                         \
                const char *name = strs + sym[k].st_name;                                             \
                long at = memchr(name, '\0', str->sh_size - sym[k].st_name) ? listed(name, names) : -1;  \
                if (at >= 0)                                                                          \
                    imported[at] |= ELF64_ST_BIND(sym[k].st_info) == STB_WEAK ? ACLCTS_ELF_IMPORT_WEAK    \
                                                                              : ACLCTS_ELF_IMPORT_STRONG; \
            }                                                                                         \
        }                                                                                             \
        return 0;                                                                                     \
    }

SCAN_DYNSYM(Elf64_Ehdr, Elf64_Shdr, Elf64_Sym)
SCAN_DYNSYM(Elf32_Ehdr, Elf32_Shdr, Elf32_Sym)

int aclcts_elf_imports(const char *path, const char *const *names, unsigned char *imported, const char **why)
{
    size_t count = 0;
    while (names[count] != NULL) count++;
    memset(imported, 0, count);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        *why = "cannot open the file";
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < (off_t)sizeof(Elf32_Ehdr)) {
        close(fd);
        *why = "not a regular file of ELF size";
        return -1;
    }
    size_t size = (size_t)st.st_size;
    const unsigned char *m = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (m == MAP_FAILED) {
        *why = "cannot map the file";
        return -1;
    }
    int r;
    if (memcmp(m, ELFMAG, SELFMAG) != 0) {
        *why = "not an ELF file";
        r = -1;
    } else if (m[EI_CLASS] == ELFCLASS64 && size >= sizeof(Elf64_Ehdr)) {
        r = scan_Elf64_Ehdr(m, size, names, imported, why);
    } else if (m[EI_CLASS] == ELFCLASS32) {
        r = scan_Elf32_Ehdr(m, size, names, imported, why);
    } else {
        *why = "unknown ELF class";
        r = -1;
    }
    munmap((void *)m, size);
    return r;
}

int aclcts_elf_imports_any(const char *path, const char *const *names, const char **why)
{
    size_t count = 0;
    while (names[count] != NULL) count++;
    unsigned char *imported = calloc(count + 1, 1);
    if (imported == NULL) {
        *why = "out of memory";
        return -1;
    }
    int r = aclcts_elf_imports(path, names, imported, why);
    for (size_t i = 0; r == 0 && i < count; i++)
        if (imported[i]) r = 1;
    free(imported);
    return r;
}
