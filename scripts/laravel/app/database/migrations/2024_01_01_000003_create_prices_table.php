<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

// Tiered prices: the unit price for a quantity is the tier with the largest min_qty <= quantity.
return new class extends Migration {
    public function up()
    {
        Schema::create('prices', function (Blueprint $table) {
            $table->id();
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->unsignedInteger('min_qty');
            $table->unsignedInteger('unit_cents');
            $table->unique(['product_id', 'min_qty']);
        });
    }

    public function down()
    {
        Schema::dropIfExists('prices');
    }
};
