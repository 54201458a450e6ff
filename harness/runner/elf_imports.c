/* Does the target import the southbound, and which of it? Read from its ELF
 * dynamic symbol table without loading it: an UNDEF entry in .dynsym names a
 * symbol the library expects some other object (the spy, or the host's lower
 * layers) to provide; a weak one may stay unprovided.
 *
 * The ELF file is read with elfutils' libelf (Debian's libelf-dev), which
 * checks every offset and size against the file: a truncated or hostile file
 * is an error with libelf's reason, never a read outside the file. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "elf_imports.h"

/* The index of name in names, or -1. */
static long listed(const char *name, const char *const *names)
{
    for (long i = 0; names[i] != NULL; i++)
        if (strcmp(names[i], name) == 0) return i;
    return -1;
}

/* The undefined symbols of one dynamic symbol table. */
static int scan_dynsym(Elf *e, Elf_Scn *scn, const GElf_Shdr *sh, const char *const *names, unsigned char *imported,
                       const char **why)
{
    Elf_Data *d = elf_getdata(scn, NULL);
    size_t size = gelf_fsize(e, ELF_T_SYM, 1, EV_CURRENT);
    if (d == NULL || size == 0) {
        *why = elf_errmsg(-1);
        return -1;
    }
    size_t count = d->d_size / size;
    for (size_t k = 1; k < count; k++) {
        GElf_Sym sym;
        if (gelf_getsym(d, (int)k, &sym) == NULL) {
            *why = elf_errmsg(-1);
            return -1;
        }
        if (sym.st_shndx != SHN_UNDEF) continue;
        const char *name = elf_strptr(e, sh->sh_link, sym.st_name); /* NULL: outside its string table */
        long at = name != NULL ? listed(name, names) : -1;
        if (at >= 0)
            imported[at] |= GELF_ST_BIND(sym.st_info) == STB_WEAK ? ACLCTS_ELF_IMPORT_WEAK : ACLCTS_ELF_IMPORT_STRONG;
    }
    return 0;
}

static int scan(Elf *e, const char *const *names, unsigned char *imported, const char **why)
{
    size_t shnum;
    GElf_Ehdr eh;
    if (elf_getshdrnum(e, &shnum) != 0 || gelf_getehdr(e, &eh) == NULL) {
        *why = elf_errmsg(-1);
        return -1;
    }
    if (shnum == 0 && eh.e_shoff != 0) { /* libelf reads section headers outside the file as none */
        *why = "section headers lie outside the file";
        return -1;
    }
    for (Elf_Scn *scn = elf_nextscn(e, NULL); scn != NULL; scn = elf_nextscn(e, scn)) {
        GElf_Shdr sh;
        if (gelf_getshdr(scn, &sh) == NULL) {
            *why = elf_errmsg(-1);
            return -1;
        }
        if (sh.sh_type == SHT_DYNSYM && scan_dynsym(e, scn, &sh, names, imported, why) != 0) return -1;
    }
    return 0;
}

int aclcts_elf_imports(const char *path, const char *const *names, unsigned char *imported, const char **why)
{
    size_t count = 0;
    while (names[count] != NULL) count++;
    memset(imported, 0, count);
    if (elf_version(EV_CURRENT) == EV_NONE) {
        *why = elf_errmsg(-1);
        return -1;
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        *why = "cannot open the file";
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) { /* a FIFO or a device could block or never end */
        close(fd);
        *why = "not a regular file";
        return -1;
    }
    Elf *e = elf_begin(fd, ELF_C_READ_MMAP, NULL);
    int r = -1;
    if (e == NULL) *why = elf_errmsg(-1);
    else if (elf_kind(e) != ELF_K_ELF) *why = "not an ELF file";
    else r = scan(e, names, imported, why);
    elf_end(e);
    close(fd);
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
