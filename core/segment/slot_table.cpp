#include "core/segment/slot_table.h"

#include <fcntl.h>
#include <linux/futex.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <new>

namespace mysqlpool {

static_assert(std::atomic<uint64_t>::is_always_lock_free, "slot words must be lock-free");
static_assert(std::atomic<uint32_t>::is_always_lock_free, "futex words must be lock-free");

int create_slot_table(uint32_t max_slots, SlotTable** out) {
  if (max_slots == 0 || max_slots > kMaxSlots) {
    errno = EINVAL;
    return -1;
  }
  int fd = memfd_create("mysqlpool-slots", MFD_CLOEXEC | MFD_ALLOW_SEALING);
  if (fd < 0) return -1;
  if (ftruncate(fd, kSlotTableBytes) != 0) {
    close(fd);
    return -1;
  }
  // Workers map what they are given; sealing the size means nobody can shrink it under them.
  fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL);
  void* mem = mmap(nullptr, kSlotTableBytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (mem == MAP_FAILED) {
    close(fd);
    return -1;
  }
  // The memfd is zero-filled: zero is EMPTY for every slot and every counter.
  auto* table = new (mem) SlotTable;
  table->header.magic = kSlotTableMagic;
  table->header.version = kSlotTableVersion;
  table->header.max_slots = max_slots;
  if (getrandom(table->header.statement_hash_key, sizeof table->header.statement_hash_key, 0) !=
      ssize_t(sizeof table->header.statement_hash_key)) {
    munmap(mem, kSlotTableBytes);
    close(fd);
    return -1;
  }
  table->header.manager_pid.store(uint32_t(getpid()));
  table->header.manager_heartbeat_ms.store(monotonic_ms());
  *out = table;
  return fd;
}

SlotTable* map_slot_table(int fd) {
  struct stat st;
  if (fstat(fd, &st) != 0 || size_t(st.st_size) != kSlotTableBytes) {
    errno = EPROTO;
    return nullptr;
  }
  void* mem = mmap(nullptr, kSlotTableBytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (mem == MAP_FAILED) return nullptr;
  auto* table = static_cast<SlotTable*>(mem);
  if (table->header.magic != kSlotTableMagic || table->header.version != kSlotTableVersion ||
      table->header.max_slots == 0 || table->header.max_slots > kMaxSlots) {
    munmap(mem, kSlotTableBytes);
    errno = EPROTO;
    return nullptr;
  }
  return table;
}

void unmap_slot_table(SlotTable* table) {
  if (table) munmap(table, kSlotTableBytes);
}

}  // namespace mysqlpool
