<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Product extends Model
{
    protected $fillable = ['sku', 'name', 'stock'];

    public function prices()
    {
        return $this->hasMany(Price::class)->orderBy('min_qty');
    }

    public function orders()
    {
        return $this->hasMany(Order::class);
    }

    // the unit price for $qty: the tier with the largest min_qty <= $qty (prices must be loaded)
    public function unitCents(int $qty): int
    {
        $unit = null;
        foreach ($this->prices as $price) {
            if ($price->min_qty <= $qty) $unit = $price->unit_cents;
        }
        if ($unit === null) throw new \RuntimeException("product {$this->id} has no price for qty $qty");
        return $unit;
    }
}
