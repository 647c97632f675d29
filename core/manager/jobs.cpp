// The manager's job threads (manager.h): each pool runs its connects and cleans in order on
// threads of its own, so that a server that hangs holds up only its pool's jobs.
#include <pthread.h>

#include <chrono>
#include <system_error>
#include <thread>

#include "core/common/log.h"
#include "core/manager/manager.h"

namespace mysqlpool {

namespace {

// Job threads of one pool at most (a server that hangs holds up no more than these, all its
// own), and how long one waits for another job before it ends.
constexpr uint32_t kJobThreadsPerPool = 2;
constexpr std::chrono::seconds kJobThreadIdle{10};

}  // namespace

// A job on `pool` (a connect, a clean), run in order on the pool's own job threads: started
// as needed, up to kJobThreadsPerPool, so that a pool whose server hangs holds up only its own
// jobs. It never runs on a pool being freed, and the pool is not freed (its segment unmapped)
// under a job. false: the pool is going, nothing posted.
bool Manager::post_for(const std::shared_ptr<Pool>& pool, std::function<void(Pool&)> job) {
  std::lock_guard<std::mutex> lock(pool->jobs_mu);
  if (pool->closing || !pool->table) return false;
  pool->jobs++;
  pool->queue.push_back(std::move(job));
  wake_job_thread(pool);
  return true;
}

// An idle job thread of the pool for its queue, or a new one, up to kJobThreadsPerPool. A
// thread that can't be started (RLIMIT_NPROC counts the threads of every process of the uid)
// leaves the job queued: upkeep tries again every second. Under pool->jobs_mu.
void Manager::wake_job_thread(const std::shared_ptr<Pool>& pool) {
  if (pool->queue.empty()) return;
  if (pool->queue.size() <= pool->idle_threads || pool->threads >= kJobThreadsPerPool) {
    pool->jobs_cv.notify_one();
    return;
  }
  try {
    std::thread(&Manager::job_loop, this, pool).detach();
    pool->threads++;
  } catch (const std::system_error& e) {
    log_line("warning", "pool %s: cannot start a job thread (%s); %zu job(s) wait for one",
             pool->key.describe().c_str(), e.what(), pool->queue.size());
  }
}

// One of the pool's job threads: ends when no job came for kJobThreadIdle, or when the pool
// is freed (nothing is queued then: free_pool waits for its jobs to end).
void Manager::job_loop(std::shared_ptr<Pool> pool) {
  pthread_setname_np(pthread_self(), "mysqlpool-job");  // for top -H, and counted by the tests
  std::unique_lock<std::mutex> lock(pool->jobs_mu);
  for (;;) {
    pool->idle_threads++;
    bool woken = pool->jobs_cv.wait_for(lock, kJobThreadIdle,
                                        [&] { return !pool->queue.empty() || pool->closing; });
    pool->idle_threads--;
    if (!woken || pool->queue.empty()) break;
    std::function<void(Pool&)> job = std::move(pool->queue.front());
    pool->queue.pop_front();
    lock.unlock();
    job(*pool);
    lock.lock();
    pool->jobs--;
  }
  pool->threads--;
}

}  // namespace mysqlpool
