// The bound of a pool across managers of different versions at one socket path
// (host_bound.h): two managers together never hold more bytes than the pool's size, a byte
// given back can be taken by the other, and a manager that goes gives all of its bytes back.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <memory>
#include <string>

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
    key_.host = "127.0.0.1";
    key_.user = "app";
    key_.password = "secret-1";
    key_.dbname = "shop";
  }
  void TearDown() override {
    std::string cmd = "rm -rf '" + dir_ + "'";
    ASSERT_EQ(system(cmd.c_str()), 0);
  }
  std::unique_ptr<HostBound> opened(uint32_t size) {
    auto b = std::make_unique<HostBound>();
    std::string error;
    EXPECT_TRUE(b->open(socket_, key_, size, &error)) << error;
    return b;
  }
  std::string dir_, socket_;
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

TEST_F(HostBoundTest, a_file_not_ours_is_refused_and_the_bound_is_then_the_managers_own) {
  std::string path = HostBound::path_for(socket_, key_);
  ASSERT_EQ(symlink("/etc/passwd", path.c_str()), 0);
  HostBound b;
  std::string error;
  EXPECT_FALSE(b.open(socket_, key_, 2, &error));
  EXPECT_NE(error.find("symlink"), std::string::npos) << error;
  uint32_t t;
  EXPECT_TRUE(b.take(&t)) << "the manager's own slots still bound the pool";
  EXPECT_FALSE(b.active());
}
