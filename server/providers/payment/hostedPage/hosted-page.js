// The embedded provider's hosted card page: checks the card form in the browser before it is
// sent (the server checks again), shows the messages beside the fields and in a summary, and
// stops a second click on Pay from sending the form twice. Served as a static file: the page's
// Content-Security-Policy allows no inline script.
(function () {
  'use strict';

  function luhnValid(digits) {
    if (!/^\d{12,19}$/.test(digits)) return false;
    var sum = 0;
    for (var i = 0; i < digits.length; i += 1) {
      var digit = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function expiryProblem(value, messages) {
    var match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
    if (!match) return messages.expiryInvalid;
    var month = Number(match[1]);
    if (month < 1 || month > 12) return messages.expiryInvalid;
    var now = new Date();
    var thisMonth = now.getFullYear() * 12 + now.getMonth();
    var cardMonth = (2000 + Number(match[2])) * 12 + (month - 1);
    if (cardMonth < thisMonth) return messages.expiryPast;
    if (cardMonth > thisMonth + 240) return messages.expiryInvalid;
    return '';
  }

  function cardErrors(form, messages) {
    var digits = form.elements.card_number.value.replace(/[\s-]/g, '');
    var amex = /^3[47]/.test(digits);
    var errors = {};
    if (digits === '') errors.card_number = messages.numberMissing;
    else if (!luhnValid(digits)) errors.card_number = messages.numberInvalid;
    var expiry = expiryProblem(form.elements.expiry.value, messages);
    if (expiry) errors.expiry = expiry;
    if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(form.elements.cvc.value.trim())) {
      errors.cvc = amex ? messages.cvcAmex : messages.cvc;
    }
    var name = form.elements.name.value.trim();
    if (name.length < 2 || name.length > 100 || !/[A-Za-z\u00C0-\u024F]/.test(name))
      errors.name = messages.name;
    return errors;
  }

  function codeErrors(form) {
    return /^\d{6}$/.test(form.elements.code.value.trim())
      ? {}
      : { code: 'Enter the 6-digit code your bank sent you.' };
  }

  function show(form, fields, errors) {
    var summary = document.getElementById('error-summary');
    var list = summary.querySelector('ul');
    list.textContent = '';
    fields.forEach(function (name) {
      var input = form.elements[name];
      var message = document.getElementById(name + '-error');
      var wrapper = input.closest('.hp-field');
      if (errors[name]) {
        message.textContent = errors[name];
        message.hidden = false;
        input.setAttribute('aria-invalid', 'true');
        wrapper.classList.add('hp-field--error');
        var item = document.createElement('li');
        var link = document.createElement('a');
        link.href = '#' + name;
        link.textContent = errors[name];
        item.appendChild(link);
        list.appendChild(item);
      } else {
        message.hidden = true;
        input.removeAttribute('aria-invalid');
        wrapper.classList.remove('hp-field--error');
      }
    });
    var any = list.children.length > 0;
    summary.hidden = !any;
    if (any) summary.focus();
    return any;
  }

  function guard(form, fields, check) {
    var sent = false;
    form.addEventListener('submit', function (event) {
      if (sent || show(form, fields, check(form))) {
        event.preventDefault();
        return;
      }
      sent = true;
      var button = form.querySelector('button[type="submit"]');
      button.setAttribute('aria-disabled', 'true');
      button.textContent = 'Processing…';
    });
  }

  var card = document.getElementById('card-form');
  if (card) {
    var messages = JSON.parse(card.getAttribute('data-messages'));
    guard(card, ['card_number', 'expiry', 'cvc', 'name'], function (form) {
      return cardErrors(form, messages);
    });
  }
  var challenge = document.getElementById('challenge-form');
  if (challenge) guard(challenge, ['code'], codeErrors);

  var summary = document.getElementById('error-summary');
  if (summary && !summary.hidden) summary.focus();
})();
