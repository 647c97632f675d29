<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Price extends Model
{
    public $timestamps = false;
    protected $fillable = ['product_id', 'min_qty', 'unit_cents'];

    public function product()
    {
        return $this->belongsTo(Product::class);
    }
}
