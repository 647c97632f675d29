<?php

namespace App\Http\Controllers;

use App\Models\Coupon;
use App\Models\Order;
use App\Models\Price;
use App\Models\Product;
use App\Models\User;
use Illuminate\Database\QueryException;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use PDO;
use RuntimeException;

// The test application's endpoints. Every answer is JSON that names its endpoint ("ep") and its
// inputs, so scripts/laravel/check.php can verify any answer against the database on its own
// connection (pdo_mysql), also answers recorded by wrk under load.
class ShopController
{
    public const USERS = 200;           // users 1..100 are read-only, orders are written for 101..200
    public const PRODUCTS = 50;
    public const INITIAL_STOCK = 1000000;  // stock + SUM(orders.qty) of a product stays this
    private const USER_SUFFIX = ['Ada', 'Zoë', 'José', 'Łukasz', 'Søren', '李'];
    private const PRODUCT_SUFFIX = ['Crème', 'Übung', 'Ñandú', 'Ørsted', '茶'];

    // --- migrations --------------------------------------------------------------------------

    public function migrateUp()
    {
        $repository = app('migration.repository');
        if (!$repository->repositoryExists()) $repository->createRepository();
        $ran = app('migrator')->run([database_path('migrations')]);
        return ['ep' => 'migrate_up', 'ran' => array_map(fn($f) => basename($f, '.php'), $ran)];
    }

    public function migrateDown()
    {
        $repository = app('migration.repository');
        if (!$repository->repositoryExists()) $repository->createRepository();
        $down = app('migrator')->reset([database_path('migrations')]);
        return ['ep' => 'migrate_down', 'rolled_back' => array_map(fn($f) => basename($f, '.php'), $down)];
    }

    // --- seed: deterministic data ------------------------------------------------------------

    public static function unitTiers(int $product): array
    {
        $base = 1000 + $product * 13;
        return [1 => $base, 10 => $base - 50, 100 => $base - 120];
    }

    public function seed()
    {
        $now = '2024-01-01 00:00:00';
        $users = $products = $prices = $coupons = $orders = [];
        for ($i = 1; $i <= self::USERS; $i++) {
            $users[] = ['id' => $i, 'name' => "User $i " . self::USER_SUFFIX[$i % 6],
                        'email' => "user$i@example.com", 'created_at' => $now, 'updated_at' => $now];
            for ($k = 1; $k <= $i % 4; $k++) {
                $coupons[] = ['user_id' => $i, 'product_id' => ($i * 7 + $k * 11) % self::PRODUCTS + 1,
                              'code' => "C$i-$k", 'percent_off' => 5 + ($i + $k) % 20];
            }
        }
        $sold = array_fill(1, self::PRODUCTS, 0);
        for ($i = 1; $i <= 100; $i++) {
            for ($j = 1; $j <= 2; $j++) {
                $p = ($i * 3 + $j * 5) % self::PRODUCTS + 1;
                $qty = ($i + $j) % 12 + 1;
                $unit = self::tierFor(self::unitTiers($p), $qty);
                $orders[] = ['ref' => "seed-$i-$j", 'user_id' => $i, 'product_id' => $p, 'coupon_id' => null,
                             'qty' => $qty, 'unit_cents' => $unit, 'total_cents' => $unit * $qty,
                             'created_at' => $now, 'updated_at' => $now];
                $sold[$p] += $qty;
            }
        }
        for ($p = 1; $p <= self::PRODUCTS; $p++) {
            $products[] = ['id' => $p, 'sku' => sprintf('SKU-%04d', $p),
                           'name' => "Product $p " . self::PRODUCT_SUFFIX[$p % 5],
                           'stock' => self::INITIAL_STOCK - $sold[$p], 'created_at' => $now, 'updated_at' => $now];
            foreach (self::unitTiers($p) as $min => $cents) {
                $prices[] = ['product_id' => $p, 'min_qty' => $min, 'unit_cents' => $cents];
            }
        }
        DB::transaction(function () use ($users, $products, $prices, $coupons, $orders) {
            foreach (['orders', 'coupons', 'prices', 'products', 'users'] as $table) DB::table($table)->delete();
            foreach (['users' => $users, 'products' => $products, 'prices' => $prices,
                      'coupons' => $coupons, 'orders' => $orders] as $table => $rows) {
                foreach (array_chunk($rows, 100) as $chunk) DB::table($table)->insert($chunk);
            }
        });
        return ['ep' => 'seed', 'users' => count($users), 'products' => count($products),
                'prices' => count($prices), 'coupons' => count($coupons), 'orders' => count($orders)];
    }

    private static function tierFor(array $tiers, int $qty): int
    {
        $unit = null;
        foreach ($tiers as $min => $cents) if ($min <= $qty) $unit = $cents;
        return $unit;
    }

    // --- reads -------------------------------------------------------------------------------

    // Eloquent with relations, eager loaded: 5 queries whatever the counts.
    public function user(int $id)
    {
        DB::enableQueryLog();
        $user = User::with([
            'coupons' => fn($q) => $q->orderBy('id'),
            'coupons.product:id,sku',
            'orders' => fn($q) => $q->orderBy('id'),
            'orders.product:id,sku,name',
        ])->findOrFail($id);
        return [
            'ep' => 'user', 'id' => $user->id, 'name' => $user->name, 'email' => $user->email,
            'coupons' => $user->coupons->map(fn($c) => [$c->code, $c->percent_off, $c->product->sku])->all(),
            'orders' => $user->orders->map(fn($o) => [$o->ref, $o->qty, $o->total_cents, $o->product->sku, $o->product->name])->all(),
            'queries' => count(DB::getQueryLog()),
        ];
    }

    // The query builder: a row, an ordered list, an aggregate and a join.
    public function product(int $id)
    {
        $p = DB::table('products')->where('id', $id)->first(['id', 'sku', 'name']);
        if (!$p) abort(404);
        $prices = DB::table('prices')->where('product_id', $id)->orderBy('min_qty')->get(['min_qty', 'unit_cents']);
        $agg = DB::table('prices')->where('product_id', $id)
            ->selectRaw('count(*) as n, min(unit_cents) as lo, max(unit_cents) as hi')->first();
        $holders = DB::table('coupons')->join('users', 'users.id', '=', 'coupons.user_id')
            ->where('coupons.product_id', $id)->orderBy('users.email')->pluck('users.email');
        return ['ep' => 'product', 'id' => (int)$p->id, 'sku' => $p->sku, 'name' => $p->name,
                'prices' => $prices->map(fn($r) => [(int)$r->min_qty, (int)$r->unit_cents])->all(),
                'n' => (int)$agg->n, 'lo' => (int)$agg->lo, 'hi' => (int)$agg->hi,
                'coupon_holders' => $holders->all()];
    }

    // The N+1 read pattern of bench/laravel.sh: the product, its tiered prices, the user, the
    // user's coupons, and each coupon's product lazily, one query per coupon.
    private function computeQuote(int $userId, int $productId, int $qty): array
    {
        $product = Product::findOrFail($productId);
        $unit = $product->unitCents($qty);
        $user = User::findOrFail($userId);
        $best = null;
        foreach ($user->coupons as $coupon) {
            if ($coupon->product->id === $product->id && ($best === null || $coupon->percent_off > $best->percent_off)) {
                $best = $coupon;
            }
        }
        $percent = $best ? $best->percent_off : 0;
        return [$product, $user, $unit, $best, intdiv($unit * $qty * (100 - $percent), 100),
                count($user->coupons)];
    }

    public function quote(Request $request)
    {
        DB::enableQueryLog();
        [$u, $p, $qty] = [(int)$request->query('user'), (int)$request->query('product'), max(1, (int)$request->query('qty', 1))];
        [$product, $user, $unit, $best, $total, $ncoupons] = $this->computeQuote($u, $p, $qty);
        return ['ep' => 'quote', 'user' => $u, 'product' => $p, 'qty' => $qty, 'sku' => $product->sku,
                'unit_cents' => $unit, 'coupon' => $best ? $best->code : null,
                'percent_off' => $best ? $best->percent_off : 0, 'total_cents' => $total,
                'coupons' => $ncoupons, 'queries' => count(DB::getQueryLog())];
    }

    // Pagination: a count query and a page.
    public function page(int $page)
    {
        $paginator = Product::orderBy('id')->paginate(10, ['id', 'sku'], 'page', $page);
        return ['ep' => 'page', 'page' => $paginator->currentPage(), 'total' => $paginator->total(),
                'last_page' => $paginator->lastPage(), 'ids' => $paginator->pluck('id')->all()];
    }

    // chunk(): pages of 37 prices by offset.
    public function chunk()
    {
        $chunks = $rows = $sum = 0;
        Price::orderBy('id')->chunk(37, function ($prices) use (&$chunks, &$rows, &$sum) {
            $chunks++;
            $rows += count($prices);
            $sum += $prices->sum('unit_cents');
        });
        return ['ep' => 'chunk', 'chunks' => $chunks, 'rows' => $rows, 'sum' => $sum];
    }

    // cursor(): one query, models made one by one.
    public function cursor()
    {
        $rows = 0;
        $hash = 0;
        foreach (Product::orderBy('id')->cursor() as $p) {
            $rows++;
            $hash = ($hash * 31 + crc32($p->sku . '|' . $p->name)) % 2147483647;
        }
        return ['ep' => 'cursor', 'rows' => $rows, 'hash' => $hash];
    }

    // lazy(): chunked by offset, consumed as one stream.
    public function lazy()
    {
        $rows = 0;
        $hash = 0;
        foreach (User::orderBy('id')->lazy(40) as $u) {
            $rows++;
            $hash = ($hash * 31 + crc32($u->email . '|' . $u->name)) % 2147483647;
        }
        return ['ep' => 'lazy', 'rows' => $rows, 'hash' => $hash];
    }

    // --- writes ------------------------------------------------------------------------------

    private function placeOrder(int $u, int $p, int $qty, string $ref): Order
    {
        [$product, $user, $unit, $best, $total] = $this->computeQuote($u, $p, $qty);
        // the product row's exclusive lock first: inserting the order first would take a shared
        // lock on it (the foreign key) and two such transactions would deadlock on the upgrade
        Product::where('id', $p)->decrement('stock', $qty);
        return Order::create(['ref' => $ref, 'user_id' => $u, 'product_id' => $p,
                              'coupon_id' => $best ? $best->id : null, 'qty' => $qty,
                              'unit_cents' => $unit, 'total_cents' => $total]);
    }

    private function orderInput(Request $request): array
    {
        $u = (int)$request->query('user');
        if ($u <= 100) throw new RuntimeException('orders are written for users 101..' . self::USERS . ' only');
        return [$u, (int)$request->query('product'), max(1, (int)$request->query('qty', 1)),
                (string)$request->query('ref')];
    }

    // DB::transaction that commits.
    public function orderCreate(Request $request)
    {
        [$u, $p, $qty, $ref] = $this->orderInput($request);
        $level = null;
        $order = DB::transaction(function () use ($u, $p, $qty, $ref, &$level) {
            $level = DB::transactionLevel();
            return $this->placeOrder($u, $p, $qty, $ref);
        });
        return ['ep' => 'order', 'ref' => $ref, 'id' => $order->id, 'user' => $u, 'product' => $p, 'qty' => $qty,
                'unit_cents' => $order->unit_cents, 'total_cents' => $order->total_cents,
                'coupon_id' => $order->coupon_id, 'level_inside' => $level, 'level_after' => DB::transactionLevel()];
    }

    // DB::transaction whose closure throws: everything in it is rolled back.
    public function orderFail(Request $request)
    {
        [$u, $p, $qty, $ref] = $this->orderInput($request);
        $message = null;
        try {
            DB::transaction(function () use ($u, $p, $qty, $ref) {
                $this->placeOrder($u, $p, $qty, $ref);
                throw new RuntimeException("payment declined for $ref");
            });
        } catch (RuntimeException $e) {
            $message = $e->getMessage();
        }
        return ['ep' => 'order_fail', 'ref' => $ref, 'caught' => $message, 'level_after' => DB::transactionLevel(),
                'exists_after' => Order::where('ref', $ref)->exists()];
    }

    // Nested transactions: the inner one (a savepoint) fails and is rolled back alone.
    public function orderNested(Request $request)
    {
        [$u, $p, $qty, $ref] = $this->orderInput($request);
        $levels = [];
        DB::transaction(function () use ($u, $p, $qty, $ref, &$levels) {
            $levels[] = DB::transactionLevel();
            $this->placeOrder($u, $p, $qty, "$ref-a");
            try {
                DB::transaction(function () use ($u, $p, $qty, $ref, &$levels) {
                    $levels[] = DB::transactionLevel();
                    $this->placeOrder($u, $p, $qty, "$ref-b");
                    throw new RuntimeException('inner fails');
                });
            } catch (RuntimeException $e) {
                $levels[] = DB::transactionLevel();
            }
            $this->placeOrder($u, $p, $qty, "$ref-c");
        });
        $levels[] = DB::transactionLevel();
        $seen = Order::whereIn('ref', ["$ref-a", "$ref-b", "$ref-c"])->orderBy('ref')->pluck('ref')->all();
        return ['ep' => 'nested', 'ref' => $ref, 'user' => $u, 'product' => $p, 'qty' => $qty,
                'levels' => $levels, 'seen' => $seen];
    }

    // A unique-key violation is a QueryException; the connection is usable afterwards.
    public function duplicate(int $id)
    {
        $email = User::findOrFail($id)->email;
        $caught = null;
        try {
            User::create(['name' => 'duplicate', 'email' => $email]);
        } catch (QueryException $e) {
            $caught = ['class' => get_class($e), 'sqlstate' => $e->errorInfo[0] ?? null,
                       'driver_code' => $e->errorInfo[1] ?? null, 'code' => $e->getCode(),
                       'message' => substr($e->getMessage(), 0, 120)];
        }
        $count = User::count();
        $again = DB::transaction(fn() => DB::table('users')->where('id', $id)->value('email'));
        return ['ep' => 'unique', 'user' => $id, 'exception' => $caught, 'users' => $count, 'email_after' => $again];
    }

    // mysqlpool_stats() of the pool this app uses (diagnostics for the test scripts).
    public function pool()
    {
        DB::connection()->getPdo();  // attaches to the pool; runs no statement
        return ['ep' => 'pool', 'stats' => function_exists('mysqlpool_stats') ? mysqlpool_stats() : null];
    }

    // What Laravel's MySqlConnector set up on this request's connection.
    public function connect()
    {
        $pdo = DB::connection()->getPdo();
        $s = DB::selectOne('select database() as db, @@session.sql_mode as sql_mode,
            @@collation_connection as collation, @@character_set_client as charset, @@session.time_zone as tz');
        return ['ep' => 'connect', 'driver' => $pdo->getAttribute(PDO::ATTR_DRIVER_NAME),
                'laravel_driver' => DB::connection()->getDriverName(),
                'connection' => DB::getDefaultConnection(),
                'persistent' => (bool)$pdo->getAttribute(PDO::ATTR_PERSISTENT),
                'db' => $s->db, 'sql_mode' => $s->sql_mode, 'collation' => $s->collation,
                'charset' => $s->charset, 'tz' => $s->tz,
                'pdo_drivers' => PDO::getAvailableDrivers(), 'mysqlpool_loaded' => extension_loaded('mysqlpool'),
                'pdo_mysql_loaded' => extension_loaded('pdo_mysql')];
    }
}
