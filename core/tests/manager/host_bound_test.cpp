// The bound of a pool across managers of different versions at one socket path
// (host_bound.h): two managers together never hold more bytes than the pool's size, a byte
// given back can be taken by the other, and a manager that goes gives all of its bytes back.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <string>

#include "core/control/socket.h"
#include "core/manager/host_bound.h"

using namespace mysqlpool;

namespace {

class HostBoundTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char tmpl[] = "/tmp/mp-bound-XXXXXX";
    ASSERT_NE(mkdtemp(tmpl), nullptr);
    dir_ = tmpl;
    socket_ = dir_ + "/mysqlpool.sock";
    // This uid's run directory (the fallback and the index) in a scratch /tmp and /run/user.
    const std::string tmp = dir_ + "/tmp", run = dir_ + "/run";
    ASSERT_EQ(mkdir(tmp.c_str(), 0700), 0);
    ASSERT_EQ(chmod(tmp.c_str(), 01777), 0);
    ASSERT_EQ(mkdir(run.c_str(), 0755), 0);
    set_private_dir_roots_for_testing(tmp, run);
    run_dir_ = tmp + "/mysqlpool-" + std::to_string(getuid());
    key_.host = "127.0.0.1";
    key_.user = "app";
    key_.password = "secret-1";
    key_.dbname = "shop";
  }
  void TearDown() override {
    set_private_dir_roots_for_testing("", "");
    std::string cmd = "rm -rf '" + dir_ + "'";
    ASSERT_EQ(system(cmd.c_str()), 0);
  }
  std::unique_ptr<HostBound> opened(uint32_t size) {
    auto b = std::make_unique<HostBound>();
    std::string error;
    EXPECT_TRUE(b->open(socket_, key_, size, &error)) << error;
    return b;
  }
  std::string dir_, socket_, run_dir_;
  PoolKey key_;
};

}  // namespace

TEST_F(HostBoundTest, two_managers_together_hold_at_most_the_size) {
  auto old_manager = opened(4), new_manager = opened(4);
  uint32_t t[4], u;
  for (uint32_t& token : t) ASSERT_TRUE(old_manager->take(&token));
  EXPECT_FALSE(new_manager->take(&u)) << "every byte is held by the other";
  EXPECT_EQ(new_manager->held_elsewhere(), 4u);
  old_manager->give(t[2]);
  ASSERT_TRUE(new_manager->take(&u));
  EXPECT_EQ(u, t[2]);
  EXPECT_FALSE(old_manager->take(&t[2])) << "taken by the other now";
  EXPECT_EQ(old_manager->held_elsewhere(), 1u);
  old_manager.reset();  // a manager that exits gives everything back
  uint32_t more;
  for (int i = 0; i < 3; i++) EXPECT_TRUE(new_manager->take(&more));
  EXPECT_FALSE(new_manager->take(&more));
}

TEST_F(HostBoundTest, a_manager_that_dies_gives_its_bytes_back) {
  auto survivor = opened(2);
  int ready[2];
  ASSERT_EQ(pipe(ready), 0);
  pid_t child = fork();
  if (child == 0) {
    HostBound b;
    std::string error;
    uint32_t t;
    bool ok = b.open(socket_, key_, 2, &error) && b.take(&t) && b.take(&t);
    ssize_t n = write(ready[1], ok ? "y" : "n", 1);
    (void)n;
    pause();
    _exit(0);
  }
  char c = 0;
  ASSERT_EQ(read(ready[0], &c, 1), 1);
  ASSERT_EQ(c, 'y');
  uint32_t t;
  EXPECT_FALSE(survivor->take(&t));
  kill(child, SIGKILL);
  waitpid(child, nullptr, 0);
  EXPECT_TRUE(survivor->take(&t));
  EXPECT_TRUE(survivor->take(&t));
  close(ready[0]);
  close(ready[1]);
}

TEST_F(HostBoundTest, the_name_is_the_pool_without_its_password) {
  std::string a = HostBound::path_for(socket_, key_);
  EXPECT_EQ(a.rfind(socket_ + ".pool-", 0), 0u) << a;
  EXPECT_EQ(a.size(), socket_.size() + 6 + 16);
  PoolKey rotated = key_;
  rotated.password = "secret-2";
  EXPECT_EQ(HostBound::path_for(socket_, rotated), a) << "one account, one bound";
  PoolKey other = key_;
  other.dbname = "shop2";
  EXPECT_NE(HostBound::path_for(socket_, other), a);
  other = key_;
  other.pool_name = "web";
  EXPECT_NE(HostBound::path_for(socket_, other), a);
}

// Another user takes the name beside a configured socket path first (here a symlink; as root
// also a file of uid 65534): refused, and the managers of this uid keep the bound in the run
// directory, under one derived name, so that together they still hold at most the size.
TEST_F(HostBoundTest, a_pool_file_not_ours_is_refused_and_the_bound_is_kept_in_the_run_directory) {
  std::string path = HostBound::path_for(socket_, key_);
  ASSERT_EQ(symlink("/etc/passwd", path.c_str()), 0);
  PoolKey other = key_;
  other.dbname = "shop2";
  const std::string other_path = HostBound::path_for(socket_, other);
  if (getuid() == 0) {
    int f = open(other_path.c_str(), O_CREAT | O_RDWR, 0666);
    ASSERT_GE(f, 0);
    ASSERT_EQ(fchown(f, 65534, 65534), 0);
    close(f);
  }
  // the test command runs as root: another user's file is checked there, never passed over
  EXPECT_EQ(getuid(), 0u) << "needs root to make a file of another uid";
  for (const PoolKey* k : {&key_, &other}) {
    if (k == &other && getuid() != 0) continue;
    HostBound a, b;
    std::string error;
    ASSERT_TRUE(a.open(socket_, *k, 2, &error)) << error;
    ASSERT_TRUE(b.open(socket_, *k, 2, &error)) << error;
    EXPECT_NE(a.refused().find(k == &key_ ? "symlink" : "uid 65534"), std::string::npos)
        << a.refused();
    EXPECT_EQ(a.path(), HostBound::fallback_path_for(run_dir_, socket_, *k));
    EXPECT_EQ(b.path(), a.path()) << "every manager of the uid finds the same file";
    uint32_t t1, t2, t3;
    ASSERT_TRUE(a.take(&t1));
    ASSERT_TRUE(b.take(&t2));
    EXPECT_FALSE(a.take(&t3)) << "together at most the size";
    EXPECT_FALSE(b.take(&t3));
    EXPECT_EQ(a.held_elsewhere(), 1u);
  }
  struct stat st;
  ASSERT_EQ(lstat(path.c_str(), &st), 0);
  EXPECT_TRUE(S_ISLNK(st.st_mode)) << "the planted name is left alone";
}

// The squatter removes its file once a manager of ours has moved to the run directory: the
// next manager joins that one there, not the free name beside the socket.
TEST_F(HostBoundTest, a_manager_joins_the_run_directory_while_another_keeps_the_bound_there) {
  std::string path = HostBound::path_for(socket_, key_);
  ASSERT_EQ(symlink("/etc/passwd", path.c_str()), 0);
  HostBound a, b;
  std::string error;
  ASSERT_TRUE(a.open(socket_, key_, 1, &error)) << error;
  ASSERT_EQ(unlink(path.c_str()), 0);
  ASSERT_TRUE(b.open(socket_, key_, 1, &error)) << error;
  EXPECT_EQ(b.path(), a.path());
  EXPECT_NE(b.refused().find("another manager"), std::string::npos) << b.refused();
  uint32_t t;
  ASSERT_TRUE(a.take(&t));
  EXPECT_FALSE(b.take(&t)) << "together at most the size";
  a.close();
  b.close();
  HostBound c;
  ASSERT_TRUE(c.open(socket_, key_, 1, &error)) << error;
  EXPECT_EQ(c.path(), path) << "nobody keeps it in the run directory any more";
  EXPECT_TRUE(c.refused().empty());
}

TEST_F(HostBoundTest, with_no_run_directory_either_the_bound_is_the_managers_own) {
  std::string path = HostBound::path_for(socket_, key_);
  ASSERT_EQ(symlink("/etc/passwd", path.c_str()), 0);
  ASSERT_EQ(chmod((dir_ + "/tmp").c_str(), 0777), 0);  // not sticky: no private directory there
  HostBound b;
  std::string error;
  EXPECT_FALSE(b.open(socket_, key_, 2, &error));
  EXPECT_NE(error.find("symlink"), std::string::npos) << error;
  EXPECT_NE(error.find("not sticky"), std::string::npos) << error;
  uint32_t t;
  EXPECT_TRUE(b.take(&t)) << "the manager's own slots still bound the pool";
  EXPECT_FALSE(b.active());
}

namespace {
bool exists(const std::string& path) {
  struct stat st;
  return lstat(path.c_str(), &st) == 0;
}
}  // namespace

TEST_F(HostBoundTest, the_file_goes_with_the_last_manager_that_has_it_open) {
  const std::string path = HostBound::path_for(socket_, key_);
  auto a = opened(2), b = opened(2);
  uint32_t t;
  ASSERT_TRUE(a->take(&t));
  ASSERT_TRUE(exists(path));
  const std::string index = HostBound::index_path_for(run_dir_, path);
  EXPECT_TRUE(exists(index)) << "beside a configured path: indexed in the run directory";
  b->close();
  EXPECT_TRUE(exists(path)) << "a still has it open and holds a byte";
  EXPECT_TRUE(exists(index));
  a->close();
  EXPECT_FALSE(exists(path)) << "nobody has it open any more";
  EXPECT_FALSE(exists(index)) << "its index entry goes with it";
  EXPECT_FALSE(a->active());
  a->close();  // twice is harmless

  // A process of any version that has the file open, even holding no byte, keeps it: the lease
  // is not granted while another open description exists.
  auto c = opened(2);
  int other = open(path.c_str(), O_RDWR);
  ASSERT_GE(other, 0);
  c->close();
  EXPECT_TRUE(exists(path));
  close(other);
  // And a file put at the name after ours was opened is someone else's: not removed.
  auto d = opened(2);
  ASSERT_EQ(unlink(path.c_str()), 0);
  int replaced = open(path.c_str(), O_RDWR | O_CREAT, 0600);
  ASSERT_GE(replaced, 0);
  close(replaced);
  d->close();
  EXPECT_TRUE(exists(path)) << "the file at the name is not the one d had open";
}

TEST_F(HostBoundTest, opening_while_another_manager_removes_the_file_keeps_the_bound) {
  // A child opens and closes the pool's file as fast as it can, removing it each time nobody
  // else has it open. The parent opens it meanwhile and takes the pool's one byte: whatever
  // file it got, a third manager must find that byte held, so the parent's file is the named one.
  pid_t child = fork();
  if (child == 0) {
    for (;;) {
      HostBound b;
      std::string error;
      if (b.open(socket_, key_, 1, &error)) b.close();
    }
  }
  struct Reaper {  // the child goes however the test ends
    pid_t pid;
    ~Reaper() {
      kill(pid, SIGKILL);
      waitpid(pid, nullptr, 0);
    }
  } reaper{child};
  int held = 0;
  const uint64_t until = uint64_t(time(nullptr)) + 2;
  for (int i = 0; i < 5000 && uint64_t(time(nullptr)) < until; i++) {
    HostBound mine, third;
    std::string error;
    ASSERT_TRUE(mine.open(socket_, key_, 1, &error)) << error;
    uint32_t t;
    if (!mine.take(&t)) continue;  // the child held it at that moment
    held++;
    ASSERT_TRUE(third.open(socket_, key_, 1, &error)) << error;
    uint32_t u;
    ASSERT_FALSE(third.take(&u)) << "iteration " << i << ": the byte is held in a removed file";
  }
  EXPECT_GT(held, 0);
}

TEST_F(HostBoundTest, a_starting_manager_removes_the_files_a_killed_one_left) {
  const std::string left = HostBound::path_for(socket_, key_);
  pid_t child = fork();
  if (child == 0) {
    HostBound b;
    std::string error;
    uint32_t t;
    if (!b.open(socket_, key_, 2, &error) || !b.take(&t)) _exit(1);
    raise(SIGKILL);  // no close(): the file stays, as after kill -9
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFSIGNALED(status));
  ASSERT_TRUE(exists(left));

  PoolKey other = key_;
  other.dbname = "in-use";
  auto in_use = std::make_unique<HostBound>();
  std::string error;
  ASSERT_TRUE(in_use->open(socket_, other, 2, &error)) << error;
  const std::string kept = HostBound::path_for(socket_, other);
  const std::string unrelated = socket_ + ".pool-notours";
  const std::string planted = socket_ + ".pool-0123456789abcdef";
  ASSERT_EQ(close(open(unrelated.c_str(), O_CREAT | O_WRONLY, 0600)), 0);
  ASSERT_EQ(symlink("/etc/passwd", planted.c_str()), 0);

  // A killed manager's file in the run directory (its name beside the socket refused), and an
  // index entry whose file is gone.
  PoolKey refused = key_;
  refused.dbname = "refused";
  const std::string left_in_run = HostBound::fallback_path_for(run_dir_, socket_, refused);
  ASSERT_EQ(close(open(left_in_run.c_str(), O_CREAT | O_WRONLY, 0600)), 0);
  const std::string stale = HostBound::index_path_for(run_dir_, socket_ + ".pool-00000000000000aa");
  ASSERT_EQ(symlink((socket_ + ".pool-00000000000000aa").c_str(), stale.c_str()), 0);
  ASSERT_TRUE(exists(HostBound::index_path_for(run_dir_, left))) << "the file beside is indexed";

  HostBound::sweep(socket_);
  EXPECT_FALSE(exists(left)) << "nobody had it open";
  EXPECT_FALSE(exists(HostBound::index_path_for(run_dir_, left)));
  EXPECT_FALSE(exists(left_in_run)) << "nobody had it open";
  EXPECT_FALSE(exists(stale)) << "its file is gone";
  EXPECT_TRUE(exists(HostBound::index_path_for(run_dir_, kept)));
  EXPECT_TRUE(exists(kept)) << "a manager has it open";
  EXPECT_TRUE(exists(unrelated)) << "not a pool file's name";
  EXPECT_TRUE(exists(planted)) << "a symlink is not opened, so not removed";
  EXPECT_TRUE(exists("/etc/passwd"));
}

namespace {

// A manager in a child process: opens the bound, takes `n` bytes, records a session on each
// (thread id 1000 + byte, opened at `opened_at_ms`), and is SIGKILLed holding them.
void die_holding(const std::string& socket, const PoolKey& key, uint32_t size, uint32_t n,
                 uint64_t opened_at_ms) {
  pid_t child = fork();
  if (child == 0) {
    HostBound b;
    std::string error;
    if (!b.open(socket, key, size, &error)) _exit(1);
    for (uint32_t i = 0; i < n; i++) {
      uint32_t t;
      if (!b.take(&t)) _exit(1);
      b.record(t, 1000 + t, opened_at_ms);
    }
    raise(SIGKILL);
  }
  int status = 0;
  waitpid(child, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status)) << "the child failed before it was killed";
}

}  // namespace

// The kernel gives a killed manager's bytes back at once; its records name the sessions those
// bytes counted, and the next manager takes the bytes with them, keeping the sessions counted
// until it has ended them.
TEST_F(HostBoundTest, a_dead_managers_records_are_taken_with_their_bytes) {
  die_holding(socket_, key_, 4, 3, 12345);
  auto next = opened(4);
  std::vector<HostBound::DeadSession> dead = next->take_dead();
  ASSERT_EQ(dead.size(), 3u);
  for (const HostBound::DeadSession& d : dead) {
    EXPECT_EQ(d.thread_id, 1000 + d.token);
    EXPECT_EQ(d.opened_at_ms, 12345u);
  }
  uint32_t t;
  ASSERT_TRUE(next->take(&t)) << "the fourth byte was free";
  EXPECT_FALSE(next->take(&t)) << "the dead sessions' bytes are held until they are ended";
  EXPECT_TRUE(next->take_dead().empty()) << "taken once";
  next->give(dead[0].token);  // its session ended: the record goes with the byte
  auto third = opened(4);
  EXPECT_TRUE(third->take_dead().empty());
  next.reset();  // gives back the rest without clearing: not ended yet
  EXPECT_EQ(third->take_dead().size(), 2u) << "still dead sessions, for the next manager";
}

// A live manager's records are its own: nobody takes its bytes or their sessions, and a byte
// it gave back has no record.
TEST_F(HostBoundTest, a_live_managers_records_are_not_taken) {
  auto live = opened(2), other = opened(2);
  uint32_t a, b;
  ASSERT_TRUE(live->take(&a));
  ASSERT_TRUE(live->take(&b));
  live->record(a, 77, 100);
  live->record(b, 78, 100);
  EXPECT_TRUE(other->take_dead().empty());
  live->give(a);
  EXPECT_TRUE(other->take_dead().empty()) << "given back: its session ended";
  uint32_t t;
  EXPECT_TRUE(other->take(&t));
}

// The records are read as untrusted bytes: anything but a whole record of this boot with its
// check names no session (a torn write, another layout, a forged or stale record, a file cut
// short).
TEST_F(HostBoundTest, a_record_that_is_not_whole_names_no_session) {
  die_holding(socket_, key_, 6, 6, 500);
  const std::string path = HostBound::path_for(socket_, key_);
  int fd = open(path.c_str(), O_RDWR);
  ASSERT_GE(fd, 0);
  unsigned char rec[64];
  auto at = [](uint32_t byte) { return HostBound::kRecordsAt + off_t(byte) * 64; };
  ASSERT_EQ(pread(fd, rec, 64, at(0)), 64);
  rec[8] ^= 1;  // the thread id changed, the check not: a forged or torn record
  ASSERT_EQ(pwrite(fd, rec, 64, at(0)), 64);
  ASSERT_EQ(pread(fd, rec, 64, at(1)), 64);
  rec[0] ^= 1;  // the magic: another layout
  ASSERT_EQ(pwrite(fd, rec, 64, at(1)), 64);
  ASSERT_EQ(pread(fd, rec, 64, at(2)), 64);
  rec[24] ^= 1;  // the boot: a record of another boot (the clock it is on started over)
  ASSERT_EQ(pwrite(fd, rec, 64, at(2)), 64);
  memset(rec, 0xff, sizeof rec);  // garbage
  ASSERT_EQ(pwrite(fd, rec, 64, at(3)), 64);
  ASSERT_EQ(ftruncate(fd, at(5) + 10), 0);  // the last record cut short
  close(fd);
  auto next = opened(6);
  std::vector<HostBound::DeadSession> dead = next->take_dead();
  ASSERT_EQ(dead.size(), 1u) << "only byte 4's record is whole";
  EXPECT_EQ(dead[0].token, 4u);
  EXPECT_EQ(dead[0].thread_id, 1004u);
}

// A killed manager's file with records is kept by the sweep and by the last close, so that the
// manager after it finds the sessions to end; without records it goes as before.
TEST_F(HostBoundTest, a_file_with_a_dead_managers_records_is_kept_until_they_are_ended) {
  die_holding(socket_, key_, 2, 1, 500);
  const std::string path = HostBound::path_for(socket_, key_);
  HostBound::sweep(socket_);
  ASSERT_TRUE(exists(path)) << "swept with a dead session's record";
  auto next = opened(2);
  std::vector<HostBound::DeadSession> dead = next->take_dead();
  ASSERT_EQ(dead.size(), 1u);
  next->give(dead[0].token);
  next->close();
  EXPECT_FALSE(exists(path)) << "its sessions ended: the file goes with its last close";
}
